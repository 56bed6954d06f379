/**
 * A webhook URL's receiver, as the URL rules fold it. A module of its own, importing nothing:
 * fan-out compares receivers, and the URL rules' `ipaddr.js` must stay out of its bundle
 * (test/infra/bundles.test.ts holds it to the functions that check URLs).
 */

/** A host name without its trailing dots: `example.com.` and `example.com..` name `example.com`. */
export const withoutTrailingDots = (host: string) => host.replace(/\.+$/, '');

/** WHATWG's spelling of a URL (scheme and host case, default port) with its host's trailing dots folded; one that does not parse, as it is. */
export function receiverOf(raw: string): string {
  try {
    const url = new URL(raw);
    url.hostname = withoutTrailingDots(url.hostname);
    return url.href;
  } catch {
    return raw;
  }
}
