import { ProblemError, ValidationError } from './problems';

/**
 * How many entity tags `If-Match` may list. A client sends the one it read; the bound keeps the
 * conditional write's `IN (...)` far below DynamoDB's 100 operands.
 */
export const MAX_IF_MATCH_TAGS = 20;

/**
 * The versions an `If-Match` header accepts, for resources whose ETag is `"v<version>"` (the
 * profile, webhook endpoints): `any` without the header or for `*`. Only tags the service issues
 * can match (weak tags and anything else never do), so a header naming none of them is a 412 at
 * once; more than {@link MAX_IF_MATCH_TAGS} tags is a 400.
 */
export function expectedVersions(ifMatch: string | undefined): number[] | 'any' {
  if (ifMatch === undefined || ifMatch.trim() === '*') return 'any';
  const tags = ifMatch.split(',');
  if (tags.length > MAX_IF_MATCH_TAGS) {
    throw new ValidationError(
      [{ location: 'header', path: '/If-Match', message: `At most ${MAX_IF_MATCH_TAGS} entity tags` }],
      'If-Match lists too many entity tags',
    );
  }
  const versions = tags.map((tag) => /^"v(\d{1,15})"$/.exec(tag.trim())?.[1]).filter((v): v is string => v !== undefined);
  if (versions.length === 0) throw new ProblemError('precondition_failed');
  return [...new Set(versions.map(Number))];
}

/** The ETag of a versioned resource: `"v<version>"`, compared strongly by `If-Match`. */
export const versionEtag = (version: number) => `"v${version}"`;
