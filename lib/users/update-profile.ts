import { z } from 'zod';
import { HttpError } from '../http/errors';
import type { Profile, UserItem } from './model';
import { userRepository, type UserRepository } from './repository';

/** BCP 47, canonicalised (`en-us` becomes `en-US`). */
const locale = z
  .string()
  .min(2)
  .max(35)
  .transform((tag, ctx) => {
    try {
      const [canonical] = Intl.getCanonicalLocales(tag);
      if (canonical) return canonical;
    } catch {
      // fall through to the issue below
    }
    ctx.addIssue({ code: 'custom', message: 'Must be a BCP 47 language tag, e.g. en-GB' });
    return z.NEVER;
  });

/** An IANA time zone name (not an offset), canonicalised (`europe/paris` becomes `Europe/Paris`). */
const timezone = z
  .string()
  .max(64)
  .regex(/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/, 'Must be an IANA time zone, e.g. Europe/Paris')
  .transform((name, ctx) => {
    try {
      return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Must be an IANA time zone, e.g. Europe/Paris' });
      return z.NEVER;
    }
  });

const avatarUrl = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'Must be an https URL' })
  .max(2048)
  .nullable();

/**
 * The JSON Merge Patch body of PATCH /v1/me: only these four members may appear; anything else
 * (`email`, ids, typos) is a 400. A member set to null is removed, which only `avatar_url` allows.
 */
export const profilePatch = z
  .strictObject({
    display_name: z.string().trim().min(1).max(100),
    locale,
    timezone,
    avatar_url: avatarUrl,
  })
  .partial();

export type ProfilePatch = z.output<typeof profilePatch>;

/** The ETag of a profile names its version; If-Match compares it strongly. */
export const profileEtag = (user: Pick<UserItem, 'version'>) => `"v${user.version}"`;

function versionsOf(ifMatch: string): number[] | 'any' {
  if (ifMatch.trim() === '*') return 'any';
  return ifMatch
    .split(',')
    .map((tag) => /^"v(\d{1,15})"$/.exec(tag.trim())?.[1])
    .filter((v): v is string => v !== undefined)
    .map(Number);
}

function toProfile(user: UserItem): Profile {
  const { version: _version, ...profile } = user;
  return profile;
}

/**
 * Applies a merge patch to the caller's profile in one conditional write. With If-Match the
 * write only happens if the stored version still matches (412 otherwise), so concurrent editors
 * cannot overwrite each other.
 */
export async function updateProfile(
  userId: string,
  patch: ProfilePatch,
  ifMatch: string | undefined,
  nowMs: number,
  users: UserRepository = userRepository(),
): Promise<{ profile: Profile; etag: string }> {
  const expected = ifMatch === undefined ? 'any' : versionsOf(ifMatch);
  // Only tags we issue ("vN") can match; weak tags and anything else never do.
  if (expected !== 'any' && expected.length === 0) throw new HttpError('precondition_failed');
  if (Object.keys(patch).length === 0) {
    // An empty merge patch changes nothing (RFC 7396): answer the current profile, write nothing.
    const current = await users.get(userId);
    if (!current) throw new HttpError('not_found', { detail: 'No such user' });
    if (expected !== 'any' && !expected.includes(current.version)) throw new HttpError('precondition_failed');
    return { profile: toProfile(current), etag: profileEtag(current) };
  }
  const result = await users.update(userId, patch, new Date(nowMs).toISOString(), expected === 'any' ? undefined : expected);
  if (result === undefined) throw new HttpError('not_found', { detail: 'No such user' });
  if (result === 'precondition_failed') {
    throw new HttpError('precondition_failed', { detail: 'The profile changed since you read it; fetch it again' });
  }
  return { profile: toProfile(result), etag: profileEtag(result) };
}
