import * as z from 'zod/mini';
import { timestamp, trimmedText } from '../contract/schemas';
import { documented } from '../contract/json-schema';
import { idPattern } from '../ids';

/**
 * A BCP 47 language tag (language, then optional script, region and one variant), canonicalised
 * (`en-us` becomes `en-US`). The pattern is what the document states, so every tag it admits is
 * one the service accepts.
 */
const localePattern = /^[A-Za-z]{2,3}(?:-[A-Za-z]{4})?(?:-(?:[A-Za-z]{2}|[0-9]{3}))?(?:-(?:[A-Za-z0-9]{5,8}|[0-9][A-Za-z0-9]{3}))?$/;
const locale = z.pipe(
  z.string().check(z.maxLength(35), z.regex(localePattern, 'Must be a BCP 47 language tag, e.g. en-GB')),
  z.transform((tag, ctx) => {
    try {
      const [canonical] = Intl.getCanonicalLocales(tag);
      if (canonical) return canonical;
    } catch {
      // fall through to the issue below
    }
    ctx.issues.push({ code: 'custom', message: 'Must be a BCP 47 language tag, e.g. en-GB', input: tag });
    return z.NEVER;
  }),
);

/** An IANA time zone name (not an offset), canonicalised (`europe/paris` becomes `Europe/Paris`). */
const timezone = z.pipe(
  z.string().check(z.maxLength(64), z.regex(/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/, 'Must be an IANA time zone, e.g. Europe/Paris')),
  z.transform((name, ctx) => {
    try {
      return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
    } catch {
      ctx.issues.push({ code: 'custom', message: 'Must be an IANA time zone, e.g. Europe/Paris', input: name });
      return z.NEVER;
    }
  }),
);

/** An https URL on a domain name (not an IP address); the document states it as a pattern. */
const domainName = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const avatarUrl = documented(z.url({ protocol: /^https$/, hostname: domainName, error: 'Must be an https URL' }).check(z.maxLength(2048)), (generated) => ({
  ...generated,
  pattern: `^https://${domainName.source.slice(1, -1)}(?:[/?#]\\S*)?$`,
  description: 'An https URL whose host is a domain name, e.g. https://img.example.com/me.png',
}));

/**
 * The JSON Merge Patch body of PATCH /v1/me: only these four members may appear; anything else
 * (`email`, ids, typos) is a 400. A member set to null is removed, which only `avatar_url` allows.
 */
export const profilePatch = z.partial(
  z.strictObject({
    display_name: trimmedText(100),
    locale: documented(locale, () => ({
      type: 'string',
      maxLength: 35,
      pattern: localePattern.source,
      description: 'A BCP 47 language tag, canonicalised: en-us becomes en-US',
      examples: ['en-GB', 'pt-BR', 'zh-Hant-TW'],
    })),
    // The document lists the zones this runtime knows; the service also accepts them in any case, and old aliases.
    timezone: documented(timezone, () => ({
      type: 'string',
      enum: ['UTC', ...Intl.supportedValuesOf('timeZone')],
      description: 'An IANA time zone; also accepted in any case (europe/paris becomes Europe/Paris)',
    })),
    avatar_url: z.nullable(avatarUrl),
  }),
);
export type ProfilePatch = z.output<typeof profilePatch>;

/** Contract 6.9. */
export const profile = z.strictObject({
  id: z.string().check(z.regex(idPattern('usr'))),
  email: z.string(),
  display_name: z.string(),
  locale: z.string(),
  timezone: z.string(),
  avatar_url: z.nullable(z.string()),
  active_organization_id: z.string().check(z.regex(idPattern('org'))),
  updated_at: timestamp,
});
