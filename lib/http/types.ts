import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { AuthClass, ExtraParameter, InputSpec, Principal, RateClass } from '../contract/routes';
import type { ParsedInput } from './middleware/validate-input';
import type { Logger } from '../logger';

export type HttpEvent = APIGatewayProxyEventV2;

/** A Lambda behind API Gateway, as API Gateway (or the local emulator) calls it. */
export type LambdaHttpHandler = (event: HttpEvent, context: Context) => Promise<HttpResponse>;

/** What every handler returns: the structured API Gateway v2 result, headers always present. */
export interface HttpResponse {
  statusCode: number;
  headers: Record<string, string>;
  body?: string;
  cookies?: string[];
  isBase64Encoded?: boolean;
}

/**
 * The Lambda context extended with what the spine establishes for one request. Middlewares add to
 * it in order; handlers read it.
 */
export interface ApiContext extends Context {
  requestId: string;
  logger: Logger;
  clientIp: string;
  /** Epoch ms when the spine first saw the request; the "now" of this request. */
  receivedAt: number;
  /** Headers every response of this request carries (rate limit); merged last by request-context. */
  responseHeaders: Record<string, string>;
  principal?: Principal;
  /** The verified bearer token's subject (null: none or invalid); memoised by `bearerSubject`. */
  bearer?: Principal | null;
  /** Why there is no bearer subject: the 401's detail (lib/http/middleware/authenticate.ts). */
  bearerFailure?: string;
  /** Whether that token's session is live and bound to it; memoised by `liveBearer`. */
  sessionLive?: boolean;
  /** Why the session could not be checked (DynamoDB unavailable): memoised too, so a request waits on a stalled table once, not twice. */
  sessionCheckError?: Error;
  /** The problem code of an error answer, for the access line. */
  problemCode?: string;
  /** Set by validate-input: the parsed path, query and body. */
  input?: ParsedInput;
}

/**
 * What the spine needs of an operation (a catalogue entry has more): who may call, which bucket
 * it draws from, what its input looks like, and whether it answers conditional reads.
 */
export interface SpineRoute {
  /** The function's name, for logs. */
  function: string;
  auth: AuthClass;
  rateClass: RateClass;
  request: InputSpec;
  /** The headers and cookies it reads: the spine parses them and hands them to the handler by name. */
  parameters?: readonly ExtraParameter[];
  /** The operation answers `If-None-Match` with a 304 (its 200 carries an `ETag`); the spine does it. */
  notModified?: true;
}
