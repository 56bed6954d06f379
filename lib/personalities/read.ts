import * as z from 'zod/mini';
import { versionEtag } from '../contract/if-match';
import { decodeCursor, encodeCursor, type Page, type PaginationQuery } from '../contract/pagination';
import { ProblemError } from '../contract/problems';
import { keys } from '../store/keys';
import { personalityRepository, type PersonalityItem, type PersonalityRepository } from './repository';
import { personality as personalitySchema, type Personality } from './schema';

/** What the personality reads use; production defaults, tests pass their own. */
export interface PersonalityReadDeps {
  personalities?: PersonalityRepository;
}

/**
 * The stored item's contract fields (keys and bookkeeping dropped); one stored before
 * personalities could change has been unchanged since its creation.
 */
export const present = (item: PersonalityItem): Personality => {
  const stored: Partial<Personality> = { ...item, updated_at: item.updated_at ?? item.created_at };
  const fields = Object.keys(personalitySchema.shape) as (keyof Personality)[];
  return Object.fromEntries(fields.filter((field) => stored[field] !== undefined).map((field) => [field, stored[field]])) as Personality;
};

/** A personality's ETag: its version, `"v<n>"`, compared strongly by `If-Match`. */
export const personalityEtag = (item: PersonalityItem) => versionEtag(item.version ?? 0);

/** How If-Match messages name a personality. */
export const personalityResource = { noun: 'personality', readWith: 'GET /v1/personalities/{id}' };

/** Contract 6.12: one personality of the caller's organization (what 201's Location names) and its ETag; another organization's is a plain 404. */
export async function getPersonality(
  organizationId: string,
  personalityId: string,
  { personalities = personalityRepository() }: PersonalityReadDeps = {},
): Promise<{ personality: Personality; etag: string }> {
  const item = await personalities.get(organizationId, personalityId);
  if (!item) throw new ProblemError('not_found', { detail: 'No such personality' });
  return { personality: present(item), etag: personalityEtag(item) };
}

/** A cursor names its organization, so another organization's cursor is a 400. */
const personalityCursor = z.strictObject({ org: z.string(), after: z.string().check(z.startsWith(keys.personalityPrefix), z.maxLength(200)) });

/** Contract 6.13: the organization's personalities, newest first. */
export async function listPersonalities(
  organizationId: string,
  { limit, cursor }: PaginationQuery,
  { personalities = personalityRepository() }: PersonalityReadDeps = {},
): Promise<Page<Personality>> {
  const after = cursor ? decodeCursor(cursor, personalityCursor.check(z.refine((c) => c.org === organizationId))).after : undefined;
  const page = await personalities.list(organizationId, limit, after);
  return { data: page.items.map(present), next_cursor: page.nextSk ? encodeCursor({ org: organizationId, after: page.nextSk }) : null };
}
