import { request as httpRequest, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type Socket } from 'node:net';
import { ATTEMPT_TIMEOUT_MS } from './schedule';
import { pinnedLookup, type ParsedWebhookUrl, type SafeAddress } from '../endpoints/url-safety';

/** What one attempt did: the status the receiver answered (null when it never answered) or why it failed, and how long it took. */
export interface AttemptResult {
  response_status: number | null;
  error: string | null;
  duration_ms: number;
  /** No answer within the attempt's time (the receiver may still have got the request). */
  timed_out?: true;
  /** The receiver's `Retry-After` on a failed answer, in milliseconds from its answer (contract 8: honoured up to 1 hour). */
  retry_after_ms?: number;
}

/** A short, fixed description of a failure: never the URL, a header or anything the receiver sent. */
function describe(error: NodeJS.ErrnoException & { code?: string }): string {
  const code = error.code ?? '';
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'connection reset';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'host unreachable';
  if (code === 'ETIMEDOUT') return 'connection timed out';
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || code === 'EPROTO' || code.startsWith('ERR_SSL')) return `TLS handshake failed (${code})`;
  if (code.startsWith('HPE_')) return 'the answer was not valid HTTP';
  return code ? `request failed (${code})` : 'request failed';
}

/** What the log says of an answer beside its status: why a 3xx or 1xx failed (other statuses speak for themselves). */
function errorOf(status: number): string | null {
  if (status >= 300 && status < 400) return 'redirect not followed';
  if (status === 101) return 'protocol switch not followed';
  return status < 200 ? 'an informational answer is not a final one' : null;
}

/** The most a receiver's `Retry-After` is honoured (contract 8). */
export const MAX_RETRY_AFTER_MS = 3_600_000;

/**
 * A `Retry-After` header (RFC 9110: delay-seconds or an HTTP-date), as milliseconds from `nowMs`,
 * capped at {@link MAX_RETRY_AFTER_MS}; undefined when absent, malformed or in the past.
 */
export function retryAfterMs(headers: IncomingHttpHeaders, nowMs: number): number | undefined {
  const value = headers['retry-after']?.trim();
  if (!value || value.length > 64) return undefined;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - nowMs;
  if (!Number.isFinite(ms) || ms <= 0) return undefined;
  return Math.min(ms, MAX_RETRY_AFTER_MS);
}

/**
 * POSTs one signed delivery to the checked address, and nothing else: the socket connects to
 * `address` (a `lookup` that answers only it, so no second DNS lookup happens), while the URL's
 * name stays in `Host` and TLS SNI (certificates are verified as usual). No redirect is followed
 * (Node's clients never do; a 3xx is a failed attempt). A fresh connection each time (no agent).
 *
 * The attempt settles once, on the first of: the answer's status line and headers, a protocol
 * switch (`101`, answered or `'upgrade'`: Node drops such a socket without an `'error'`, so it is
 * listened for), an error, the connection closing without an answer (a half-closed or dropped
 * socket), or the deadline, {@link ATTEMPT_TIMEOUT_MS} after it began (connection, TLS, request and
 * response headers; the deadline settles the attempt itself rather than waiting for the destroyed
 * request to say so). Informational answers (`100`, `102`, `103`) are not final and change
 * nothing. Whatever settled it, the connection is destroyed and the answer's body never read.
 */
export function postWebhook(
  target: ParsedWebhookUrl & { address: SafeAddress },
  headers: Record<string, string>,
  body: string,
  { timeoutMs = ATTEMPT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<AttemptResult> {
  const started = performance.now();
  const { url, host, address } = target;
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    let req: ClientRequest | undefined;
    const settle = (result: Omit<AttemptResult, 'duration_ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, duration_ms: Math.round(performance.now() - started) });
      req?.destroy();
    };
    const answered = (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      const retryAfter = status >= 200 && status < 300 ? undefined : retryAfterMs(response.headers, Date.now());
      settle({ response_status: status, error: errorOf(status), ...(retryAfter === undefined ? {} : { retry_after_ms: retryAfter }) });
      // The answer's body is not wanted: close the connection rather than read it.
      response.destroy();
    };
    const timer = setTimeout(() => settle({ response_status: null, error: `no answer within ${timeoutMs / 1000} s`, timed_out: true }), timeoutMs);
    try {
      req = request(
        {
          host,
          port: url.port || undefined,
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          headers: { ...headers, host: url.host, 'content-length': String(Buffer.byteLength(body)) },
          lookup: pinnedLookup(address),
          servername: isIP(host) ? undefined : host,
          agent: false,
        },
        answered,
      );
    } catch (error) {
      settle({ response_status: null, error: describe(error as NodeJS.ErrnoException) });
      return;
    }
    req.on('upgrade', (response: IncomingMessage, socket: Socket) => {
      socket.destroy();
      answered(response);
    });
    req.on('error', (error: NodeJS.ErrnoException) => settle({ response_status: null, error: describe(error) }));
    req.on('close', () => settle({ response_status: null, error: 'the connection closed without an answer' }));
    req.end(body);
  });
}
