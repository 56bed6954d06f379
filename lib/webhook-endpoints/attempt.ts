import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { ATTEMPT_TIMEOUT_MS } from './schedule';
import { pinnedLookup, type ParsedWebhookUrl, type SafeAddress } from './url-safety';

/** What one attempt did: the status the receiver answered (null when it never answered) or why it failed, and how long it took. */
export interface AttemptResult {
  response_status: number | null;
  error: string | null;
  duration_ms: number;
  /** No answer within the attempt's time (the receiver may still have got the request). */
  timed_out?: true;
}

/** A short, fixed description of a failure: never the URL, a header or anything the receiver sent. */
function describe(error: NodeJS.ErrnoException & { code?: string }, timeoutMs: number): string {
  const code = error.code ?? '';
  if (code === 'ETIMEDOUT_ATTEMPT') return `no answer within ${timeoutMs / 1000} s`;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'connection reset';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'host unreachable';
  if (code === 'ETIMEDOUT') return 'connection timed out';
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || code === 'EPROTO' || code.startsWith('ERR_SSL')) return `TLS handshake failed (${code})`;
  if (code === 'HPE_INVALID_CONSTANT' || code.startsWith('HPE_')) return 'the answer was not valid HTTP';
  return code ? `request failed (${code})` : 'request failed';
}

/**
 * POSTs one signed delivery to the checked address, and nothing else: the socket connects to
 * `address` (a `lookup` that answers only it, so no second DNS lookup happens), while the URL's
 * name stays in `Host` and TLS SNI (certificates are verified as usual). No redirect is followed
 * (Node's clients never do; a 3xx is a failed attempt). A fresh connection each time (no agent).
 * The whole attempt, connection to response headers, has {@link ATTEMPT_TIMEOUT_MS}; the body of
 * the answer is never read or kept.
 */
export function postWebhook(
  target: ParsedWebhookUrl & { address: SafeAddress },
  headers: Record<string, string>,
  body: string,
  { timeoutMs = ATTEMPT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const { url, host, address } = target;
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: Omit<AttemptResult, 'duration_ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, duration_ms: elapsed() });
    };
    const req = request(
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
      (response: IncomingMessage) => {
        settle({
          response_status: response.statusCode ?? null,
          error: (response.statusCode ?? 0) >= 300 && (response.statusCode ?? 0) < 400 ? 'redirect not followed' : null,
        });
        // The answer's body is not wanted: close the connection rather than read it.
        response.destroy();
      },
    );
    const timer = setTimeout(() => req.destroy(Object.assign(new Error('attempt timed out'), { code: 'ETIMEDOUT_ATTEMPT' })), timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) =>
      settle({ response_status: null, error: describe(error, timeoutMs), ...(error.code === 'ETIMEDOUT_ATTEMPT' ? { timed_out: true as const } : {}) }),
    );
    req.end(body);
  });
}
