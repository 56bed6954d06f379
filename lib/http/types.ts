import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { AuthClass, HttpMethod, Principal, RateClass } from '../contract/routes';
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
  /** Set by validate-input: the parsed path, query and body. */
  input?: import('./middleware/validate-input').ParsedInput;
}

/** How a route authenticates its caller. */

/** One row of the route table: the single source of truth for infra, the emulator, OpenAPI and the SDK. */
export interface RouteDefinition {
  operationId: string;
  method: HttpMethod;
  /** API Gateway path syntax: `/v1/billing/invoices/{id}`. */
  path: string;
  /** Folder under `functions/` holding `handler.ts`; also the Lambda's logical name. */
  functionName: string;
  auth: AuthClass;
  rateClass: RateClass;
  summary: string;
}
