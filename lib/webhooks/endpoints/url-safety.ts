import { lookup as systemLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { MAX_WEBHOOK_URL_LENGTH } from '../limits';
import { withoutTrailingDots } from './receiver';

/**
 * SSRF protection for outgoing webhooks (contract 6.16): which URLs an endpoint may have, and
 * which addresses a delivery may connect to.
 *
 * A URL is parsed by WHATWG `URL`, which already turns every IPv4 spelling (decimal
 * `2130706433`, octal `0177.0.0.1`, hex `0x7f.1`, short `127.1`, percent-encoded or full-width
 * digits) into dotted decimal and brackets IPv6; ranges are `ipaddr.js`'s, not hand-written.
 * An allow-list, not a deny-list: only global unicast passes (plus loopback where the local stack
 * allows it), that is an IPv4 address `ipaddr.js` files under no special range, or an IPv6
 * address inside `2000::/3` (IANA's global unicast) and under no special range there. So private,
 * loopback, link-local, multicast, unspecified, broadcast, CGNAT, reserved, documentation and
 * benchmarking ranges, unique-local IPv6 (which holds AWS's `fd00:ec2::254`), the cloud metadata
 * addresses (169.254.169.254, 100.100.100.200 in CGNAT), every IPv6 form that embeds an IPv4
 * address (mapped, compatible, NAT64, 6to4, Teredo) and every IPv6 address outside `2000::/3`
 * (unassigned or reserved space, a range a future RFC may give a meaning) are refused.
 *
 * A name is folded before any rule reads it: every trailing dot (`host.internal..`) goes, and a
 * name with an empty label is refused, so no spelling of a name slips past the suffix rules.
 *
 * A host name is resolved and refused if ANY of its addresses is unsafe; a delivery then
 * connects to exactly the address checked (`pinnedLookup`), so DNS cannot change between check
 * and use. The check runs when an endpoint is created or its URL changed, and again before every
 * attempt.
 */

export { MAX_WEBHOOK_URL_LENGTH };

/**
 * What the running stack allows (configuration, never a request flag): loopback receivers only on
 * the local stack, which is also `hermetic` (contract 7): names are never looked up (loopback names
 * resolve to 127.0.0.1, any other name does not resolve, as on a machine with no network) and an
 * attempt connects to this machine only, so the local stack asks no DNS server anything and
 * reaches nothing outside whatever URL it is given. The URL rules themselves are the same.
 */
export interface UrlPolicy {
  allowLoopback: boolean;
  hermetic?: boolean;
}

/** An address a delivery may connect to, as a socket wants it. */
export interface SafeAddress {
  address: string;
  family: 4 | 6;
}

/** A URL that passed the syntactic rules: its parsed form and what its host is. */
export interface ParsedWebhookUrl {
  url: URL;
  /** The host to connect to and to name in `Host` and SNI (IPv6 without brackets). */
  host: string;
  /** Set when the host is an address literal (already checked). */
  literal?: SafeAddress;
}

export type UrlVerdict<T> = { ok: true; value: T } | { ok: false; reason: string };

/** How names resolve: every address of a host. Tests inject their own DNS. */
export type Resolver = (host: string) => Promise<readonly { address: string; family: number }[]>;

/** The system's resolver (getaddrinfo, as a socket would use): every address, IPv4 and IPv6, in the order it answers. */
export const systemResolver: Resolver = (host) => systemLookup(host, { all: true, verbatim: true });

const ON_THIS_MACHINE_ONLY = 'The local stack delivers only to receivers on this machine (loopback addresses)';

/** The local stack's resolver (`hermetic`): loopback names are 127.0.0.1, and nothing is ever looked up. */
export const hermeticResolver: Resolver = async (host) => (isLoopbackName(host) ? [{ address: '127.0.0.1', family: 4 }] : []);

const UNSAFE_ADDRESS = 'The host is or resolves to a private, loopback, link-local, multicast, unspecified, reserved or metadata address';

/** IANA's global unicast space of IPv6: everything else is reserved, unassigned or special. */
const globalUnicastV6 = ipaddr.parseCIDR('2000::/3');

/**
 * Names that are never the public internet: single labels (resolved through search domains to
 * internal hosts), `localhost`, and suffixes reserved for private networks and cloud-internal
 * names (GCP's `metadata.google.internal`, AWS's `*.compute.internal`); `metadata.goog` is GCE's
 * metadata alias.
 */
const privateSuffixes = ['localhost', 'internal', 'local', 'localdomain', 'home.arpa', 'intranet', 'lan'];
const metadataNames = new Set(['metadata.goog', 'metadata', 'instance-data']);

const isLoopbackName = (name: string) => name === 'localhost' || name.endsWith('.localhost');

/**
 * Names that never resolve (RFC 6761: `.invalid`): accepted at creation like any name that does
 * not resolve yet, and failed at every attempt without a lookup. The demo data points there.
 */
const neverResolves = (name: string) => name === 'invalid' || name.endsWith('.invalid');

/** Why an address may not be connected to, or undefined when it may. */
export function unsafeAddressReason(address: string, policy: UrlPolicy): string | undefined {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return 'The address is not an IP address';
  }
  const range = parsed.range();
  if (range === 'loopback' && policy.allowLoopback) return undefined;
  if (range !== 'unicast') return UNSAFE_ADDRESS;
  if (parsed.kind() === 'ipv6' && !(parsed as ipaddr.IPv6).match(globalUnicastV6)) return UNSAFE_ADDRESS;
  return undefined;
}

/** The literal address of a host as WHATWG `URL` spells it (`[::1]`, `127.0.0.1`), or undefined for a name. */
function literalOf(hostname: string): SafeAddress | undefined {
  if (hostname.startsWith('[') && hostname.endsWith(']')) return { address: hostname.slice(1, -1), family: 6 };
  // WHATWG has already rewritten every IPv4 spelling to four decimal parts.
  if (ipaddr.IPv4.isValidFourPartDecimal(hostname)) return { address: hostname, family: 4 };
  return undefined;
}

/**
 * The syntactic rules, with no network: https (or loopback http on the local stack), no
 * credentials, no control characters or spaces (which `URL` would silently drop), a port other
 * than 0, and a host that is a safe address literal or a name that could be public. Never echoes
 * the URL in its reason.
 */
export function parseWebhookUrl(raw: string, policy: UrlPolicy): UrlVerdict<ParsedWebhookUrl> {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) return { ok: false, reason: `The URL is longer than ${MAX_WEBHOOK_URL_LENGTH} characters` };
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u0020\u007f-\u009f]/.test(raw)) return { ok: false, reason: 'The URL must not contain spaces or control characters' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'Not a valid absolute URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'The URL must use https' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'The URL must not contain credentials' };
  if (url.port === '0') return { ok: false, reason: 'The URL must not name port 0' };
  const literal = literalOf(url.hostname);
  const host = literal?.address ?? withoutTrailingDots(url.hostname);
  if (!literal) {
    if (host === '' || host.split('.').includes('')) return { ok: false, reason: 'The host name has an empty label' };
    // The folded name is the URL's (stored, compared, sent in Host and SNI), whichever spelling came in.
    url.hostname = host;
  }
  const loopback = literal ? ipaddr.parse(literal.address).range() === 'loopback' : isLoopbackName(host);
  // Plain http only to the developer's own machine, and only where the local stack allows it.
  if (url.protocol === 'http:' && !(policy.allowLoopback && loopback)) {
    return { ok: false, reason: policy.allowLoopback ? 'The URL must use https (http only for loopback receivers)' : 'The URL must use https' };
  }
  if (literal) {
    const reason = unsafeAddressReason(literal.address, policy);
    return reason ? { ok: false, reason } : { ok: true, value: { url, host, literal } };
  }
  if (loopback) return policy.allowLoopback ? { ok: true, value: { url, host } } : { ok: false, reason: UNSAFE_ADDRESS };
  if (!host.includes('.') || metadataNames.has(host) || privateSuffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) {
    return { ok: false, reason: 'The host is not a public name' };
  }
  return { ok: true, value: { url, host } };
}

/** A promise that gives up after `ms` (the lookup itself cannot be cancelled; its answer is ignored). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('DNS lookup timed out'), { code: 'ETIMEOUT' })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Every address of a name, checked: refused if any of them is unsafe (an attacker's name may
 * answer one public and one private address). `unresolved` when the name has no address now.
 */
export async function resolveSafely(
  host: string,
  policy: UrlPolicy,
  { resolve = policy.hermetic ? hermeticResolver : systemResolver, timeoutMs = 3000 }: { resolve?: Resolver; timeoutMs?: number } = {},
): Promise<{ ok: true; addresses: SafeAddress[] } | { ok: false; reason: string; unresolved?: true }> {
  if (neverResolves(host)) return { ok: false, reason: 'The host name did not resolve', unresolved: true };
  let answers: readonly { address: string; family: number }[];
  try {
    answers = await within(resolve(host), timeoutMs);
  } catch {
    return { ok: false, reason: 'The host name did not resolve', unresolved: true };
  }
  if (answers.length === 0) return { ok: false, reason: 'The host name did not resolve', unresolved: true };
  for (const { address } of answers) {
    const reason = unsafeAddressReason(address, policy);
    if (reason) return { ok: false, reason };
  }
  return { ok: true, addresses: answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 })) };
}

/**
 * The check at creation and update: the URL's rules, then its name's current addresses. A name
 * that does not resolve now is accepted (the receiver may not be deployed yet; every attempt
 * checks again and fails until it resolves to a safe address); one that resolves to any unsafe
 * address is refused.
 */
export async function checkWebhookUrl(raw: string, policy: UrlPolicy, deps: { resolve?: Resolver; timeoutMs?: number } = {}): Promise<UrlVerdict<URL>> {
  const parsed = parseWebhookUrl(raw, policy);
  if (!parsed.ok) return parsed;
  const { url, host, literal } = parsed.value;
  if (literal) return { ok: true, value: url };
  const resolved = await resolveSafely(host, policy, deps);
  if (!resolved.ok && !resolved.unresolved) return { ok: false, reason: resolved.reason };
  return { ok: true, value: url };
}

/**
 * The check before an attempt: the URL's rules again and its addresses now; returns the one
 * address the attempt must connect to. Unlike creation, a name that does not resolve fails.
 */
export async function deliveryTarget(
  raw: string,
  policy: UrlPolicy,
  deps: { resolve?: Resolver; timeoutMs?: number } = {},
): Promise<UrlVerdict<ParsedWebhookUrl & { address: SafeAddress }>> {
  const parsed = parseWebhookUrl(raw, policy);
  if (!parsed.ok) return parsed;
  let address = parsed.value.literal;
  if (!address) {
    const resolved = await resolveSafely(parsed.value.host, policy, deps);
    if (!resolved.ok) return { ok: false, reason: resolved.reason };
    address = resolved.addresses[0]!;
  }
  if (policy.hermetic && ipaddr.parse(address.address).range() !== 'loopback') return { ok: false, reason: ON_THIS_MACHINE_ONLY };
  return { ok: true, value: { ...parsed.value, address } };
}

/**
 * A `lookup` for `http.request`/`net.connect` that answers the checked address and nothing
 * else, whatever name it is asked for: the socket connects exactly where the check looked,
 * while the URL's name still goes into `Host` and TLS SNI. Node asks with `all: true` when it
 * may try several families.
 */
export function pinnedLookup({ address, family }: SafeAddress) {
  return (
    _hostname: string,
    options: { all?: boolean } | number | undefined,
    callback: (error: NodeJS.ErrnoException | null, address: string | { address: string; family: number }[], family?: number) => void,
  ): void => {
    if (typeof options === 'object' && options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
