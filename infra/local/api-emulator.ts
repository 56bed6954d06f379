import { isUtf8 } from 'node:buffer';
import { createServer, STATUS_CODES, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { ulid } from 'ulid';
import { API_TIMEOUT_SECONDS, type OperationDefinition } from '../../functions/definitions';
import { ProblemError } from '../../lib/contract/problems';
import { toProblemResponse } from '../../lib/http/problem';
import type { HttpResponse, LambdaHttpHandler } from '../../lib/http/types';
import { logger } from '../../lib/logger';
import { preflightAnswer, withCorsHeaders } from './cors';
import { invokeAs } from './iam/context';
import { listenOn } from './ports';
import { requestTarget } from './request-target';

/** API Gateway's own payload ceiling: a larger request never reaches a function. */
export const GATEWAY_MAX_BODY_BYTES = 10 * 1024 * 1024;
/** The request line and headers the emulator reads (Node's default); a larger block is a 431. */
export const GATEWAY_MAX_HEADER_BYTES = 16 * 1024;

export type ApiHandler = LambdaHttpHandler;

/** A catalogue operation the emulator serves: its route, its path matcher and its handler. */
export interface EmulatedRoute {
  route: Pick<OperationDefinition, 'method' | 'path' | 'function' | 'timeoutSeconds'>;
  match: (rawPath: string) => Record<string, string> | undefined;
  handler: ApiHandler;
}

/** What the emulator serves and where. */
export interface ApiEmulatorOptions {
  routes: EmulatedRoute[];
  /** The `$default` route's function (404/405). */
  fallback: ApiHandler;
  port?: number;
  host?: string;
  /**
   * Pages of the local stack outside the API, keyed by method and path (`GET /docs`): the OpenAPI
   * document, its reference page, the local sign-in. No route of the deployed API serves them.
   */
  localPages?: Record<string, LocalPage>;
}

/** A request to a local page. */
export interface LocalPageRequest {
  /** The origin the client reached the stack at (its `Host`), e.g. `http://127.0.0.1:3000`. */
  origin: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A page of the local stack outside the API (see `ApiEmulatorOptions.localPages`). */
export type LocalPage = (request: LocalPageRequest) => HttpResponse | Promise<HttpResponse>;

/**
 * The origin a client used, from its `Host` header, so what a page links to is what the address
 * bar shows (127.0.0.1 or localhost, whatever the port); the bound address when `Host` is missing
 * or not a plain `host[:port]`.
 */
function requestOrigin(host: string | undefined, fallback: string): string {
  return host && /^([\w.-]+|\[[\da-f:.]+\])(:\d{1,5})?$/i.test(host) ? `http://${host}` : fallback;
}

/** API Gateway HTTP APIs pass these content types as text; every other body arrives base64-encoded. */
function isTextual(contentType: string | undefined): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    /^application\/([\w.-]+\+)?(json|xml)$/.test(type) ||
    type === 'application/javascript' ||
    type === 'application/x-www-form-urlencoded'
  );
}

/**
 * The request body, or `too_large` as soon as it passes `limit`: reading stops there (the rest
 * is never buffered) and the caller answers 413 and closes the connection.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too_large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        resolve('too_large');
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/**
 * What the gateway answers itself, before any function (API Gateway does the same with its own
 * body): the contract's problem envelope with a fresh request id, logged like an access line.
 */
function gatewayProblem(code: 'payload_too_large' | 'request_header_fields_too_large' | 'invalid_request', detail: string, path: string): HttpResponse {
  const requestId = ulid();
  const response = toProblemResponse(new ProblemError(code, { detail }), requestId, path);
  response.headers = { ...response.headers, 'Cache-Control': 'no-store', 'X-Request-Id': requestId, Connection: 'close' };
  logger.info('request refused by the gateway', { requestId, path, status: response.statusCode, code });
  return response;
}

/** Answers on a socket Node's HTTP parser gave up on (no request object exists). */
function answerOnSocket(socket: Socket, response: HttpResponse): void {
  const body = Buffer.from(response.body ?? '', 'utf8');
  const head = [
    `HTTP/1.1 ${response.statusCode} ${STATUS_CODES[response.statusCode] ?? ''}`,
    ...Object.entries({ ...response.headers, 'Content-Length': String(body.length) }).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  socket.end(Buffer.concat([Buffer.from(head, 'latin1'), body]));
}

/** Builds the payload-v2 event API Gateway would send for this request. */
export function toApiGatewayEvent(
  req: IncomingMessage,
  body: Buffer,
  routeKey: string,
  pathParameters: Record<string, string> | undefined,
): APIGatewayProxyEventV2 {
  const url = requestTarget(req.url);
  const rawQueryString = (req.url ?? '').includes('?') ? (req.url ?? '').slice((req.url ?? '').indexOf('?') + 1) : '';
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!.toLowerCase();
    const value = req.rawHeaders[i + 1]!;
    if (name === 'cookie') {
      cookies = [
        ...(cookies ?? []),
        ...value
          .split(';')
          .map((c) => c.trim())
          .filter(Boolean),
      ];
      continue;
    }
    headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
  }
  // API Gateway joins repeated query parameters with commas.
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = query[name] === undefined ? value : `${query[name]},${value}`;
  }
  const textual = isTextual(headers['content-type']);
  const now = new Date();
  const method = (req.method ?? 'GET').toUpperCase();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString,
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length > 0 ? query : undefined,
    pathParameters,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!,
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: normaliseIp(req.socket.remoteAddress),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: ulid(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    // Like API Gateway: text passes as text, anything else (binary, or text that is not valid UTF-8) as base64.
    body: body.length === 0 ? undefined : textual && isUtf8(body) ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: body.length > 0 && !(textual && isUtf8(body)),
  };
}

function normaliseIp(address: string | undefined): string {
  if (!address) return '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

function lambdaContext(functionName: string, timeoutSeconds: number): Context {
  const deadline = Date.now() + timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: ulid(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** The operation a request reaches, as API Gateway routes it: its method and path, and HEAD to the GET of the path (service-api.ts routes HEAD beside every GET). */
function routeFor(routes: EmulatedRoute[], method: string, pathname: string): EmulatedRoute | undefined {
  const routed = method === 'HEAD' ? 'GET' : method;
  return routes.find(({ route, match }) => route.method === routed && match(pathname) !== undefined);
}

function send(res: ServerResponse, result: HttpResponse): void {
  const headers: Record<string, string | string[]> = { ...result.headers };
  if (result.cookies?.length) headers['Set-Cookie'] = result.cookies;
  const body = result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  if (body) headers['Content-Length'] = String(body.length);
  res.writeHead(result.statusCode, headers);
  res.end(body);
}

/**
 * A small API Gateway HTTP API emulator: matches the route table as API Gateway would, builds a
 * real `APIGatewayProxyEventV2` (cookies, source IP, raw query, base64 bodies) and calls the real
 * handler in process. Unmatched requests go to the `$default` function.
 */
export async function startApiEmulator(options: ApiEmulatorOptions): Promise<{ server: Server; baseUrl: string; stop: () => Promise<void> }> {
  // node:http ignores the handler's promise; every failure is answered inside it.
  const server = createServer({ maxHeaderSize: GATEWAY_MAX_HEADER_BYTES }, (req, res) => void answer(req, res));
  // Requests Node cannot parse into a request at all: the header block is too large, or the
  // request line or a header is malformed. Answered like the gateway answers them.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    answerOnSocket(
      socket,
      tooLarge
        ? gatewayProblem('request_header_fields_too_large', `The request line and headers may be at most ${GATEWAY_MAX_HEADER_BYTES} bytes`, '/')
        : gatewayProblem('invalid_request', 'The request is not well-formed HTTP', '/'),
    );
  });
  let baseUrl = '';
  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const pathname = requestTarget(req.url).pathname;
      const body = await readBody(req, GATEWAY_MAX_BODY_BYTES);
      if (body === 'too_large') {
        // The rest of the upload is never read: answer, then close the connection.
        res.once('finish', () => req.socket.destroySoon());
        send(res, gatewayProblem('payload_too_large', `The gateway accepts at most ${GATEWAY_MAX_BODY_BYTES} bytes`, pathname));
        return;
      }
      const method = (req.method ?? 'GET').toUpperCase();
      const page = options.localPages?.[`${method} ${pathname}`];
      if (page) {
        send(res, await page({ origin: requestOrigin(req.headers.host, baseUrl), headers: req.headers, body }));
        return;
      }
      // A CORS preflight is the gateway's to answer: no function, no rate-limit token.
      const preflight = preflightAnswer(req);
      if (preflight) {
        send(res, preflight);
        return;
      }
      const hit = routeFor(options.routes, method, pathname);
      const event = hit
        ? toApiGatewayEvent(req, body, `${method} ${hit.route.path}`, hit.match(pathname))
        : toApiGatewayEvent(req, body, '$default', undefined);
      const handler = hit?.handler ?? options.fallback;
      const timeoutSeconds = hit?.route.timeoutSeconds ?? API_TIMEOUT_SECONDS;
      const functionName = hit?.route.function ?? 'not-found';
      // As in AWS: an invocation that outlives its function's timeout is ended, and API Gateway
      // answers the integration's failure (the handler's own deadline should answer first).
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timed_out'>((resolve) => (timer = setTimeout(() => resolve('timed_out'), timeoutSeconds * 1000)));
      const invocation = invokeAs(functionName, () => handler(event, lambdaContext(functionName, timeoutSeconds)));
      const result = await Promise.race([invocation, timedOut]).finally(() => clearTimeout(timer));
      if (result === 'timed_out') {
        process.stderr.write(`api emulator: ${functionName}: Task timed out after ${timeoutSeconds}.00 seconds\n`);
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'Internal Server Error' }));
        return;
      }
      send(res, withCorsHeaders(req, result));
    } catch (error) {
      // What API Gateway answers when the integration itself fails.
      process.stderr.write(`api emulator: handler crashed: ${String(error)}\n`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Internal Server Error' }));
    }
  }
  await listenOn(server, options.port ?? 0, 'the API', options.host ?? '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    server,
    baseUrl,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
