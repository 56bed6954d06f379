/**
 * The expressions of a versioned merge write (the profile, webhook endpoints): SET each change,
 * raise `version`, stamp `updated_at`, on an item that exists; with `expectedVersions` (from
 * If-Match) only if the stored version is one of them, so two writers holding one ETag cannot
 * both win (an item stored before it had a version counts as version 0). Ask for the old item on
 * a failed condition to tell a stale ETag (it came back) from a missing item.
 */
export function versionedUpdate(changes: Record<string, unknown>, nowIso: string, expectedVersions?: number[]) {
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':zero': 0, ':one': 1, ':now': nowIso };
  const sets = ['#version = if_not_exists(#version, :zero) + :one', 'updated_at = :now'];
  for (const [field, value] of Object.entries(changes)) {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  let condition = 'attribute_exists(pk)';
  if (expectedVersions) {
    const placeholders = expectedVersions.map((version, i) => {
      values[`:v${i}`] = version;
      return `:v${i}`;
    });
    const unversioned = expectedVersions.includes(0) ? ' OR attribute_not_exists(#version)' : '';
    condition += ` AND (#version IN (${placeholders.join(', ')})${unversioned})`;
  }
  return { set: `SET ${sets.join(', ')}`, condition, names, values };
}
