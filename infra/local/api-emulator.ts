import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { ulid } from 'ulid';
import type { OperationDefinition } from '../../functions/definitions';
import type { HttpResponse, LambdaHttpHandler } from '../../lib/http/types';

export type ApiHandler = LambdaHttpHandler;

/** A catalogue operation the emulator serves: its route, its path matcher and its handler. */
export interface EmulatedRoute {
  route: Pick<OperationDefinition, 'method' | 'path' | 'function'>;
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
  /** Extra pages served outside `/v1` (the OpenAPI document and its reference page). */
  extraPages?: Record<string, () => { contentType: string; body: string | Buffer }>;
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

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    // API Gateway's own payload ceiling is 10 MB; beyond it the request never reaches a function.
    if (size > limit) break;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Builds the payload-v2 event API Gateway would send for this request. */
export function toApiGatewayEvent(
  req: IncomingMessage,
  body: Buffer,
  routeKey: string,
  pathParameters: Record<string, string> | undefined,
): APIGatewayProxyEventV2 {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const rawQueryString = (req.url ?? '').includes('?') ? (req.url ?? '').slice((req.url ?? '').indexOf('?') + 1) : '';
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!.toLowerCase();
    const value = req.rawHeaders[i + 1]!;
    if (name === 'cookie') {
      cookies = [...(cookies ?? []), ...value.split(';').map((c) => c.trim()).filter(Boolean)];
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
    body: body.length === 0 ? undefined : textual ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: body.length > 0 && !textual,
  };
}

function normaliseIp(address: string | undefined): string {
  if (!address) return '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + 30_000;
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
  const server = createServer((req, res) => void answer(req, res));
  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      const page = options.extraPages?.[pathname];
      if (page && req.method === 'GET') {
        const { contentType, body } = page();
        res.writeHead(200, { 'Content-Type': contentType });
        res.end(body);
        return;
      }
      const body = await readBody(req, 10 * 1024 * 1024);
      const method = (req.method ?? 'GET').toUpperCase();
      const hit = options.routes.find(({ route, match }) => route.method === method && match(pathname));
      const event = hit
        ? toApiGatewayEvent(req, body, `${hit.route.method} ${hit.route.path}`, hit.match(pathname))
        : toApiGatewayEvent(req, body, '$default', undefined);
      const handler = hit?.handler ?? options.fallback;
      const result = await handler(event, lambdaContext(hit?.route.function ?? 'not-found'));
      send(res, result);
    } catch (error) {
      // What API Gateway answers when the integration itself fails.
      process.stderr.write(`api emulator: handler crashed: ${String(error)}\n`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Internal Server Error' }));
    }
  }
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
