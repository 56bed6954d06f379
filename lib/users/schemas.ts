import * as z from 'zod';
import { timestamp } from '../contract/schemas';
import { idPattern } from '../ids';

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

const avatarUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'Must be an https URL' }).max(2048).nullable();

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

/** Contract 6.9. */
export const profile = z.strictObject({
  id: z.string().regex(idPattern('usr')),
  email: z.string(),
  display_name: z.string(),
  locale: z.string(),
  timezone: z.string(),
  avatar_url: z.string().nullable(),
  active_organization_id: z.string().regex(idPattern('org')),
  updated_at: timestamp,
});
