import type { Profile, UserItem } from './model';

/** The ETag of a profile names its version: GET /v1/me gives it, PATCH's If-Match compares it strongly. */
export const profileEtag = (user: Pick<UserItem, 'version'>) => `"v${user.version}"`;

/** The profile of contract 6.9, and nothing else of the stored user. */
export function toProfile({ id, email, display_name, locale, timezone, avatar_url, active_organization_id, updated_at }: UserItem): Profile {
  return { id, email, display_name, locale, timezone, avatar_url, active_organization_id, updated_at };
}
