/**
 * A typed client for the service API: a method per operation, and `call` for any operation of
 * the catalogue (types from the catalogue's schemas, routes from the generated client/operations.ts).
 *
 *   const api = new ServiceClient({ baseUrl, refreshToken, onRefreshToken: save });
 *   const invoice = await api.getInvoice('inv_...');
 *   for await (const method of api.iteratePaymentMethods()) console.log(method.card.last4);
 *
 * Failures throw `ApiError` (code, status, request_id). 429 and 503 are retried after their
 * `Retry-After`, a bounded number of times. With a refresh token (server-side use) the client keeps
 * the rotating `service_refresh` cookie itself and fetches access tokens as needed.
 */
import { operationTable, type OperationId } from './operations.js';
import { ApiError, apiErrorOf, rateLimitOf, retryAfterMs, type ResponseInfo } from './errors.js';
import type {
  CallInput,
  ChangelogEntry,
  Conditional,
  CreatePersonalityRequest,
  GuidedPromptRequest,
  GuidedPromptResponse,
  Invoice,
  InvoiceStatus,
  Page,
  PageQuery,
  PaymentMethod,
  Personality,
  PersonalityPatch,
  Profile,
  ProfilePatch,
  ProviderDelivery,
  RefreshResponse,
  ResponseOf,
  SignInResponse,
  ReviewDecision,
  ReviewDecisionResult,
  WebhookAck,
  WebhookEndpoint,
  WithETag,
  CreatedWebhookEndpoint,
  CreateWebhookEndpointRequest,
  WebhookEndpointPatch,
  RotatedWebhookSecret,
  WebhookDelivery,
  WebhookDeliveryStatus,
} from './types.js';

export { ApiError } from './errors.js';
export type { ApiErrorCode, RateLimit, ResponseInfo } from './errors.js';
export type * from './types.js';

/** How a client calls the API: where, with which credentials, and how patiently. */
export interface ClientOptions {
  /** e.g. `http://127.0.0.1:3000` or the deployed ApiUrl. */
  baseUrl: string;
  /** A fixed access token, or a function that returns a current one; without it the client refreshes the session itself. */
  accessToken?: string | (() => string | Promise<string>);
  /** Server-side sessions: the refresh token; the client rotates it and obtains access tokens. */
  refreshToken?: string;
  /** Called with each rotated refresh token (persist it), and with null once the session is over. */
  onRefreshToken?: (token: string | null) => void | Promise<void>;
  /** For `decideReview`. */
  adminToken?: string;
  /**
   * The deadline of a whole call, retries and their waits included (default 60 000 ms); past it
   * the call rejects with `ApiError` code `timeout`. Each call may set its own (`CallOptions`).
   */
  timeoutMs?: number;
  /** Retries of one call (default 2): 429 always; 503 and failed connections when the call is safe to repeat. */
  maxRetries?: number;
  /** The longest `Retry-After` the client waits for (default 10 s); a longer one is thrown at once as the `ApiError`. */
  maxRetryDelaySeconds?: number;
  fetch?: typeof fetch;
}

/** What every method takes last: this call's deadline, cancellation and retries. */
export interface CallOptions {
  /** This call's deadline, retries included (default: the client's `timeoutMs`). */
  timeoutMs?: number;
  /** Cancels the call: it rejects with the signal's reason, as `fetch` does. */
  signal?: AbortSignal;
  /** This call's retries (default: the client's `maxRetries`). */
  maxRetries?: number;
}

/** Options of a create: `idempotencyKey` (a fresh one per call unless given) makes retries across calls safe too. */
export interface CreateOptions extends CallOptions {
  idempotencyKey?: string;
}

/** A result and the facts of the answer that carried it: `lastResponse.request_id`, `.rateLimit`, `.attempts`. */
export type Result<T> = T & { readonly lastResponse: ResponseInfo };
/** What an operation without a body answers (204): only the facts of its answer. */
export type NoContent = Result<Record<never, never>>;

interface RequestParts {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: string;
  headers?: Record<string, string>;
  credentials?: 'include';
}

/** Refresh a little before expiry so a token never expires in flight. */
const ACCESS_TOKEN_MARGIN_MS = 30_000;
/** A call's deadline unless the client or the call says otherwise: longer than API Gateway's 30 s, so a slow answer still arrives. */
const DEFAULT_TIMEOUT_MS = 60_000;
/** The first retry waits up to this long, each next one up to twice as long, never more than the cap. */
const INITIAL_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 8_000;

/**
 * The service API client: a method per operation, `call` for any operation, a deadline and
 * retries per call, and a managed refresh session. Every result carries `lastResponse`.
 */
export class ServiceClient {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;
  private refreshToken: string | undefined;
  private accessToken: { value: string; expiresAt: number } | undefined;
  private pendingRefresh: Promise<Result<RefreshResponse>> | undefined;
  /** Server-side only: the session this client was given has ended (logout, or a refused refresh). */
  private sessionEnded = false;

  constructor(private readonly options: ClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.refreshToken = options.refreshToken;
  }

  /**
   * Calls any operation of the API by its id, typed from the catalogue: the SDK knows every
   * operation the service has, including ones added after the methods below were written.
   */
  async call<K extends OperationId>(operation: K, input: CallInput<K>, options: CreateOptions = {}): Promise<Result<CallResult<ResponseOf<K>>>> {
    const bodyKind: string | null = operationTable[operation].body;
    const contentType = bodyKind === 'merge-patch' ? 'application/merge-patch+json' : 'application/json';
    // The mapped input type is exact per operation; at run time every part is plain JSON.
    const parts = input as {
      params?: Record<string, string>;
      query?: Record<string, string | number | undefined>;
      body?: unknown;
      headers?: Record<string, string>;
    };
    const body = parts.body === undefined ? undefined : typeof parts.body === 'string' ? parts.body : JSON.stringify(parts.body);
    const request = {
      params: parts.params,
      query: parts.query,
      ...(body !== undefined ? { body } : {}),
      headers: { ...(body !== undefined ? { 'Content-Type': contentType } : {}), ...parts.headers },
    };
    return this.exchange(operation, request, options, async (response) => {
      const text = await response.text();
      return (text ? JSON.parse(text) : {}) as CallResult<ResponseOf<K>>;
    });
  }

  // ---- Billing

  getInvoice(id: string, options?: CallOptions): Promise<Result<Invoice>> {
    return this.json('getInvoice', { params: { id } }, options);
  }

  /** One page of the active organization's invoices, newest first, optionally of one `status`. */
  listInvoices(query: PageQuery & { status?: InvoiceStatus } = {}, options?: CallOptions): Promise<Result<Page<Invoice>>> {
    return this.json('listInvoices', { query: { ...query } }, options);
  }

  /** Every invoice of the active organization (of one `status`, if given), newest first, page by page. */
  iterateInvoices(options: { limit?: number; status?: InvoiceStatus } & CallOptions = {}): AsyncIterableIterator<Invoice> {
    const { limit, status, ...call } = options;
    return paginate((cursor) => this.listInvoices({ limit, status, cursor }, call));
  }

  listPaymentMethods(query: PageQuery = {}, options?: CallOptions): Promise<Result<Page<PaymentMethod>>> {
    return this.json('listPaymentMethods', { query: { ...query } }, options);
  }

  /** Every payment method of the active organization, page by page. */
  iteratePaymentMethods(options: { limit?: number } & CallOptions = {}): AsyncIterableIterator<PaymentMethod> {
    const { limit, ...call } = options;
    return paginate((cursor) => this.listPaymentMethods({ limit, cursor }, call));
  }

  /** Delivers a signed provider event (what the provider does; useful for tools and tests). */
  receiveProviderWebhook(provider: string, delivery: ProviderDelivery, options?: CallOptions): Promise<Result<WebhookAck>> {
    return this.json(
      'receiveProviderWebhook',
      { params: { provider }, body: delivery.body, headers: { 'Content-Type': 'application/json', ...delivery.headers } },
      options,
    );
  }

  // ---- Sessions and profile

  /**
   * Signs in with an ID token of one of the service's trusted OpenID providers (contract 4.1):
   * the service starts a session of the user that identity is linked to. The client then uses it:
   * server-side it keeps the session's refresh token (and gives it to `onRefreshToken`, as every
   * rotated one), in a browser the cookie is the browser's. `ApiError` codes: `invalid_id_token`
   * (its `detail` says why), `not_a_member`.
   */
  async signIn(idToken: string, options?: CallOptions): Promise<Result<SignInResponse>> {
    let rotated: string | undefined;
    const body = await this.exchange(
      'signIn',
      { body: JSON.stringify({ id_token: idToken }), headers: { 'Content-Type': 'application/json' }, credentials: 'include' },
      options ?? {},
      async (response) => {
        // Readable only server-side (a browser hides Set-Cookie): this client now holds the session.
        rotated = refreshCookieOf(response.headers);
        return (await response.json()) as SignInResponse;
      },
    );
    this.accessToken = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    if (rotated) {
      this.refreshToken = rotated;
      this.sessionEnded = false;
      await this.options.onRefreshToken?.(rotated);
    }
    return body;
  }

  /**
   * Exchanges the refresh cookie for an access token. Server-side (a `refreshToken` was given) the
   * client sends the cookie and keeps the rotated one; in a browser the cookie travels by itself.
   * Concurrent callers share one exchange.
   */
  refreshSession(): Promise<Result<RefreshResponse>> {
    this.pendingRefresh ??= this.exchangeRefreshToken().finally(() => (this.pendingRefresh = undefined));
    return this.pendingRefresh;
  }

  /**
   * Ends the session: server-side (a `refreshToken` was given) the client sends its cookie, in a
   * browser the cookie travels by itself. Either way the session is over for this client: a
   * server-side client then answers every call that needs the session with `ApiError` code
   * `session_ended`, without a request (start a new client with a new refresh token). Calling it
   * again is harmless.
   */
  async logout(options?: CallOptions): Promise<NoContent> {
    const result = await this.noContent('logout', this.sessionCookie(), options ?? {});
    await this.endSession();
    return result;
  }

  /** The caller's profile and its ETag (for `updateMe`'s `ifMatch`); with `ifNoneMatch`, a 304 is `notModified`. */
  getMe(options: { ifNoneMatch?: string } & CallOptions = {}): Promise<Result<Conditional<Profile>>> {
    return this.conditional('getMe', {}, options);
  }

  /** JSON Merge Patch of the caller's profile, and its new ETag; with `ifMatch` it applies only to that version (412 otherwise). */
  updateMe(patch: ProfilePatch, options: { ifMatch?: string } & CallOptions = {}): Promise<Result<WithETag<Profile>>> {
    return this.withETag('updateMe', { body: JSON.stringify(patch), headers: { 'Content-Type': 'application/merge-patch+json' } }, options);
  }

  // ---- Personalities

  /** A personality proposal from a description (persists nothing, charges nothing). */
  fromGuidedPrompt(request: GuidedPromptRequest, options?: CallOptions): Promise<Result<GuidedPromptResponse>> {
    return this.json('fromGuidedPrompt', { body: JSON.stringify(request), headers: { 'Content-Type': 'application/json' } }, options);
  }

  /**
   * Creates a personality. Every call carries an `Idempotency-Key` (a fresh one unless given), so
   * the client's own retries never create two; pass your own to make retries across calls safe.
   */
  createPersonality(request: CreatePersonalityRequest, options?: CreateOptions): Promise<Result<Personality>> {
    return this.json('createPersonality', { body: JSON.stringify(request), headers: { 'Content-Type': 'application/json' } }, options);
  }

  /** A personality of the active organization (what `createPersonality`'s Location names). */
  getPersonality(id: string, options?: CallOptions): Promise<Result<Personality>> {
    return this.json('getPersonality', { params: { id } }, options);
  }

  /** A personality and its ETag (for `updatePersonality`'s `ifMatch`); with `ifNoneMatch`, a 304 is `notModified`. */
  getPersonalityWithETag(id: string, options: { ifNoneMatch?: string } & CallOptions = {}): Promise<Result<Conditional<Personality>>> {
    return this.conditional('getPersonality', { params: { id } }, options);
  }

  /**
   * JSON Merge Patch of a personality, from the version `ifMatch` names (the ETag of
   * `getPersonalityWithETag` or of a previous update): 412 if it changed since. Answers the
   * changed personality and its new ETag. Changed text is checked as at creation
   * (`guided_prompt_policy_violation`, `critical_questions_unanswered`, `sensitivity_not_confirmed`).
   */
  updatePersonality(id: string, patch: PersonalityPatch, options: { ifMatch: string } & CallOptions): Promise<Result<WithETag<Personality>>> {
    return this.withETag(
      'updatePersonality',
      { params: { id }, body: JSON.stringify(patch), headers: { 'Content-Type': 'application/merge-patch+json' } },
      options,
    );
  }

  /** Deletes a personality; deleting it again is harmless. */
  deletePersonality(id: string, options?: CallOptions): Promise<NoContent> {
    return this.noContent('deletePersonality', { params: { id } }, options ?? {});
  }

  /** One page of the active organization's personalities, newest first. */
  listPersonalities(query: PageQuery = {}, options?: CallOptions): Promise<Result<Page<Personality>>> {
    return this.json('listPersonalities', { query: { ...query } }, options);
  }

  /** Every personality of the active organization, newest first, page by page. */
  iteratePersonalities(options: { limit?: number } & CallOptions = {}): AsyncIterableIterator<Personality> {
    const { limit, ...call } = options;
    return paginate((cursor) => this.listPersonalities({ limit, cursor }, call));
  }

  // ---- Administration

  /** Resolves a review ticket (admin token); repeating the same decision is safe and sends no second email. */
  decideReview(ticketId: string, decision: ReviewDecision, options?: CallOptions): Promise<Result<ReviewDecisionResult>> {
    return this.json('decideReview', { params: { ticketId }, body: JSON.stringify(decision), headers: { 'Content-Type': 'application/json' } }, options);
  }

  // ---- Vocabularies and webhooks

  /** One page of the topic vocabulary changelog, newest first; with `ifNoneMatch`, a 304 is `notModified`. */
  getTopicChangelog(query: PageQuery & { ifNoneMatch?: string } & CallOptions = {}): Promise<Result<Conditional<Page<ChangelogEntry>>>> {
    const { limit, cursor, ...options } = query;
    return this.conditional('getTopicChangelog', { query: { limit, cursor } }, options);
  }

  /** Every published version, newest first. */
  iterateTopicChangelog(options: { limit?: number } & CallOptions = {}): AsyncIterableIterator<ChangelogEntry> {
    return paginate(async (cursor) => {
      const result = await this.getTopicChangelog({ ...options, cursor });
      if (result.notModified) throw new Error('unexpected 304 without If-None-Match');
      return result.value;
    });
  }

  /** One endpoint (never its secret) and its ETag; with `ifNoneMatch`, a 304 is `notModified`. */
  getWebhookEndpoint(id: string, options: { ifNoneMatch?: string } & CallOptions = {}): Promise<Result<Conditional<WebhookEndpoint>>> {
    return this.conditional('getWebhookEndpoint', { params: { id } }, options);
  }

  // ---- Outgoing webhook endpoints (contract 6.16)

  /**
   * Registers an endpoint; the answer holds its signing secret, the only time it is shown: store
   * it. Every call carries an `Idempotency-Key` (a fresh one unless given), so the client's own
   * retries never register two.
   */
  createWebhookEndpoint(request: CreateWebhookEndpointRequest, options?: CreateOptions): Promise<Result<CreatedWebhookEndpoint>> {
    return this.json('createWebhookEndpoint', { body: JSON.stringify(request), headers: { 'Content-Type': 'application/json' } }, options);
  }

  /** One page of the active organization's endpoints, newest first. */
  listWebhookEndpoints(query: PageQuery = {}, options?: CallOptions): Promise<Result<Page<WebhookEndpoint>>> {
    return this.json('listWebhookEndpoints', { query: { ...query } }, options);
  }

  /** Every endpoint of the active organization, newest first, page by page. */
  iterateWebhookEndpoints(options: { limit?: number } & CallOptions = {}): AsyncIterableIterator<WebhookEndpoint> {
    const { limit, ...call } = options;
    return paginate((cursor) => this.listWebhookEndpoints({ limit, cursor }, call));
  }

  /** JSON Merge Patch of an endpoint (`url`, `description`, `events`, `status`); with `ifMatch` it applies only to that version (412 otherwise). */
  updateWebhookEndpoint(id: string, patch: WebhookEndpointPatch, options: { ifMatch?: string } & CallOptions = {}): Promise<Result<WithETag<WebhookEndpoint>>> {
    return this.withETag(
      'updateWebhookEndpoint',
      { params: { id }, body: JSON.stringify(patch), headers: { 'Content-Type': 'application/merge-patch+json' } },
      options,
    );
  }

  /** Deletes an endpoint and its secret; pending deliveries to it stop. A second delete is a 404 (`ApiError`). */
  deleteWebhookEndpoint(id: string, options?: CallOptions): Promise<NoContent> {
    return this.noContent('deleteWebhookEndpoint', { params: { id } }, options ?? {});
  }

  /** A new signing secret (shown this once); the previous one keeps signing beside it for 24 hours. */
  rotateWebhookSecret(id: string, options?: CallOptions): Promise<Result<RotatedWebhookSecret>> {
    return this.json('rotateWebhookSecret', { params: { id } }, options);
  }

  /** Sends a `ping` event to this endpoint alone; answers its delivery id (the `webhook-id`). */
  testWebhookEndpoint(id: string, options?: CallOptions): Promise<Result<{ delivery_id: string }>> {
    return this.json('testWebhookEndpoint', { params: { id } }, options);
  }

  /** One page of an endpoint's delivery log, newest first, optionally of one `status` (contract 6.17). */
  listWebhookDeliveries(id: string, query: PageQuery & { status?: WebhookDeliveryStatus } = {}, options?: CallOptions): Promise<Result<Page<WebhookDelivery>>> {
    return this.json('listWebhookDeliveries', { params: { id }, query: { ...query } }, options);
  }

  /** Every delivery of an endpoint (of one `status`, if given), newest first, page by page. */
  iterateWebhookDeliveries(id: string, options: { limit?: number; status?: WebhookDeliveryStatus } & CallOptions = {}): AsyncIterableIterator<WebhookDelivery> {
    const { limit, status, ...call } = options;
    return paginate((cursor) => this.listWebhookDeliveries(id, { limit, status, cursor }, call));
  }

  /** A new attempt of a delivery now, with the same `webhook-id`, whatever its status. */
  retryWebhookDelivery(id: string, deliveryId: string, options?: CallOptions): Promise<Result<{ delivery_id: string }>> {
    return this.json('retryWebhookDelivery', { params: { id, deliveryId } }, options);
  }

  // ---- Transport

  /** Sends one operation and reads its JSON body, with the answer's `lastResponse`. */
  private async json<T extends object>(operation: OperationId, request: RequestParts, options: CallOptions = {}): Promise<Result<T>> {
    return this.exchange(operation, request, options, async (response) => (await response.json()) as T);
  }

  /** Sends one operation whose answer has no body (204), with the answer's `lastResponse`. */
  private async noContent(operation: OperationId, request: RequestParts, options: CallOptions): Promise<NoContent> {
    return this.exchange(operation, request, options, async (response) => {
      await response.body?.cancel();
      return {};
    });
  }

  /** A resource and its ETag (`WithETag`), or on a 304 `notModified`: the one shape of conditional reads. */
  private async conditional<T>(
    operation: OperationId,
    request: RequestParts,
    options: CallOptions & { ifNoneMatch?: string },
  ): Promise<Result<Conditional<T>>> {
    const { ifNoneMatch } = options;
    const headers = { ...request.headers, ...(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {}) };
    return this.exchange(operation, { ...request, headers }, options, async (response): Promise<Conditional<T>> => {
      const etag = response.headers.get('etag') ?? ifNoneMatch ?? '';
      if (response.status === 304) return { notModified: true, etag };
      return { notModified: false, etag, value: (await response.json()) as T };
    });
  }

  /** A write that answers a resource and its new ETag. */
  private async withETag<T>(operation: OperationId, request: RequestParts, options: CallOptions & { ifMatch?: string }): Promise<Result<WithETag<T>>> {
    const headers = { ...request.headers, ...(options.ifMatch ? { 'If-Match': options.ifMatch } : {}) };
    return this.exchange(operation, { ...request, headers }, options, async (response) => ({
      value: (await response.json()) as T,
      etag: response.headers.get('etag') ?? '',
    }));
  }

  /**
   * One call of an operation, from the first request to its body read: auth, an Idempotency-Key
   * for creates, bounded retries, one refresh-and-repeat on an expired managed access token, all
   * within the call's deadline. `read` turns the successful answer into the result, which gets the
   * answer's `lastResponse` (request id, rate limit, attempts).
   */
  private async exchange<T extends object>(
    operation: OperationId,
    request: RequestParts,
    options: CallOptions & { idempotencyKey?: string },
    read: (response: Response) => Promise<T>,
  ): Promise<Result<T>> {
    const route = operationTable[operation];
    const idempotencyKey = route.idempotencyKey ? (options.idempotencyKey ?? request.headers?.['Idempotency-Key'] ?? crypto.randomUUID()) : undefined;
    const url = this.urlOf(route.path, request);
    const init = (authorization: Record<string, string>): RequestInit => ({
      method: route.method,
      headers: { Accept: 'application/json', ...request.headers, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}), ...authorization },
      ...(request.body !== undefined ? { body: request.body } : {}),
      ...(request.credentials ? { credentials: request.credentials } : {}),
    });
    const call = this.startCall(options, retrySafe(route.method, idempotencyKey));
    try {
      let answer = await this.attempts(url, init(await this.authorization(route.auth)), call);
      if (answer.response.status === 401 && route.auth === 'user' && this.options.accessToken === undefined) {
        const error = await apiErrorOf(answer.response, infoOf(answer, idempotencyKey));
        if (error.code !== 'unauthenticated') throw error;
        this.accessToken = undefined;
        answer = await this.attempts(url, init(await this.authorization(route.auth)), call);
      }
      const info = infoOf(answer, idempotencyKey);
      if (!answer.response.ok && answer.response.status !== 304) throw await apiErrorOf(answer.response, info);
      return withResponseInfo(await read(answer.response), info);
    } catch (error) {
      throw call.failure(error);
    } finally {
      call.end();
    }
  }

  /** The deadline and cancellation of one call, over all its attempts and waits. */
  private startCall(options: CallOptions, retrySafe: boolean): CallState {
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    const timedOut = new Error(`No answer within ${timeoutMs} ms`);
    const timer = setTimeout(() => controller.abort(timedOut), timeoutMs);
    const { signal } = options;
    const onAbort = () => controller.abort(signal!.reason);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
    return {
      signal: controller.signal,
      deadline: Date.now() + timeoutMs,
      retrySafe,
      maxRetries: options.maxRetries ?? this.options.maxRetries ?? 2,
      failure: (error) => {
        if (error instanceof ApiError) return error;
        // Aborted by the caller: their reason, as fetch itself rejects. Past the deadline: a typed timeout.
        if (controller.signal.aborted)
          return controller.signal.reason === timedOut ? clientError('timeout', timedOut.message, error) : (controller.signal.reason as unknown);
        return error;
      },
      end: () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      },
    };
  }

  /**
   * Sends a request, repeating it while that is safe and useful (Stripe's policy): a 429 always
   * (refused before anything ran), a 503 or a failed connection only when the call is safe to
   * repeat (GET, HEAD, PUT, DELETE, or a POST with an Idempotency-Key), and a 409 that the key's
   * first request is still in flight. Waits grow exponentially with full jitter, never less than a
   * `Retry-After` (either form); a `Retry-After` beyond `maxRetryDelaySeconds`, or a wait that
   * would outlast the call's deadline, ends the retries with the last answer.
   */
  private async attempts(url: string, init: RequestInit, call: CallState): Promise<Answer> {
    const maxWaitMs = (this.options.maxRetryDelaySeconds ?? 10) * 1000;
    for (let attempt = 1; ; attempt++) {
      let outcome: Response | Error;
      try {
        outcome = await this.fetch(url, { ...init, signal: call.signal });
      } catch (error) {
        if (call.signal.aborted) throw error;
        outcome = error instanceof Error ? error : new Error(String(error));
      }
      const settle = (): Answer => {
        if (outcome instanceof Response) return { response: outcome, attempts: attempt };
        throw clientError('network_error', `The request failed before an answer arrived: ${outcome.message}`, outcome);
      };
      if (attempt > call.maxRetries || !(await shouldRetry(outcome, call.retrySafe))) return settle();
      const asked = outcome instanceof Response ? retryAfterMs(outcome.headers, Date.now()) : undefined;
      if (asked !== undefined && asked > maxWaitMs) return settle();
      const waitMs = Math.max(asked ?? 0, backoffMs(attempt));
      if (Date.now() + waitMs >= call.deadline) return settle();
      if (outcome instanceof Response) await outcome.body?.cancel();
      await sleep(waitMs, call.signal);
    }
  }

  private async authorization(auth: (typeof operationTable)[OperationId]['auth']): Promise<Record<string, string>> {
    if (auth === 'admin') return this.options.adminToken ? { 'X-Service-Admin-Token': this.options.adminToken } : {};
    if (auth !== 'user') return {};
    const { accessToken } = this.options;
    if (accessToken !== undefined) return { Authorization: `Bearer ${typeof accessToken === 'string' ? accessToken : await accessToken()}` };
    // Session-managed: refresh when there is no access token yet or it is about to expire.
    if (!this.accessToken || this.accessToken.expiresAt - Date.now() < ACCESS_TOKEN_MARGIN_MS) await this.refreshSession();
    return { Authorization: `Bearer ${this.accessToken!.value}` };
  }

  /** The refresh cookie, sent by hand server-side; in a browser it travels by itself (`credentials: 'include'`). */
  private sessionCookie(): RequestParts {
    return { headers: this.refreshToken ? { Cookie: `service_refresh=${this.refreshToken}` } : {}, credentials: 'include' };
  }

  private async exchangeRefreshToken(): Promise<Result<RefreshResponse>> {
    // Server-side, an ended session has no cookie left to send: say so, rather than let the
    // server answer that a cookie is missing.
    if (this.sessionEnded) throw sessionEndedError();
    let rotated: string | undefined;
    const body = await this.exchange('refreshSession', this.sessionCookie(), {}, async (response) => {
      rotated = refreshCookieOf(response.headers);
      return (await response.json()) as RefreshResponse;
    }).catch(async (error: unknown) => {
      if (error instanceof ApiError && (error.code === 'invalid_refresh_token' || error.code === 'refresh_token_reused')) await this.endSession();
      throw error;
    });
    this.accessToken = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    if (rotated && this.refreshToken !== undefined) {
      this.refreshToken = rotated;
      await this.options.onRefreshToken?.(rotated);
    }
    return body;
  }

  private async endSession(): Promise<void> {
    this.accessToken = undefined;
    if (this.refreshToken === undefined) return;
    this.refreshToken = undefined;
    this.sessionEnded = true;
    await this.options.onRefreshToken?.(null);
  }

  private urlOf(template: string, request: RequestParts): string {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.params?.[name] ?? ''));
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined) query.set(name, String(value));
    const search = query.size > 0 ? `?${query.toString()}` : '';
    return `${this.baseUrl}${path}${search}`;
  }
}

/** A call's deadline, cancellation and retry budget. */
interface CallState {
  /** Aborts every request and wait of the call: at the deadline, or when the caller's signal aborts. */
  signal: AbortSignal;
  deadline: number;
  /** Whether a 503 or a failed connection may be repeated (an idempotent method or a keyed POST). */
  retrySafe: boolean;
  maxRetries: number;
  /** What the call rejects with for an error thrown inside it. */
  failure: (error: unknown) => unknown;
  end: () => void;
}

/** An answer and how many requests it took. */
interface Answer {
  response: Response;
  attempts: number;
}

/** Waits exponentially longer per attempt, with full jitter (a random wait up to the cap), so clients that failed together do not retry together. */
function backoffMs(attempt: number): number {
  return Math.random() * Math.min(MAX_BACKOFF_MS, INITIAL_BACKOFF_MS * 2 ** (attempt - 1));
}

/** Whether the method or an Idempotency-Key makes a request safe to send twice (RFC 9110 9.2.2). */
function retrySafe(method: string, idempotencyKey: string | undefined): boolean {
  return ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'].includes(method) || idempotencyKey !== undefined;
}

async function shouldRetry(outcome: Response | Error, safe: boolean): Promise<boolean> {
  if (!(outcome instanceof Response)) return safe;
  if (outcome.status === 429) return true;
  if (outcome.status === 503) return safe;
  // The key's first request is still in flight (IETF Idempotency-Key draft): its answer will be ours.
  if (outcome.status === 409 && safe) return (await problemCodeOf(outcome)) === 'idempotency_key_in_use';
  return false;
}

async function problemCodeOf(response: Response): Promise<unknown> {
  try {
    return ((await response.clone().json()) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      // The caller's reason, whatever it is (an AbortError by default), as fetch rejects with it.
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', done);
      resolve();
    }, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

function infoOf(answer: Answer, idempotencyKey: string | undefined): ResponseInfo {
  const { headers, status } = answer.response;
  return { request_id: headers.get('x-request-id') ?? '', status, headers, rateLimit: rateLimitOf(headers), idempotencyKey, attempts: answer.attempts };
}

/** Attaches the answer's facts to a result as `lastResponse`, not enumerable (as Stripe's SDK does), so the result still reads and serialises as the body. */
function withResponseInfo<T extends object>(value: T, info: ResponseInfo): Result<T> {
  return Object.defineProperty(value, 'lastResponse', { value: info, enumerable: false }) as Result<T>;
}

/** An error of the client's own (no problem document): the timeout or a failed connection. */
function clientError(code: 'timeout' | 'network_error', detail: string, cause: unknown): ApiError {
  return new ApiError({ code, status: 0, request_id: '', detail, cause });
}

/** What a server-side client answers once its session is over: typed like the API's errors, made without a request. */
function sessionEndedError(): ApiError {
  return new ApiError({
    code: 'session_ended',
    status: 401,
    request_id: '',
    detail: "This client's session has ended (logout() or a refused refresh token); create a new ServiceClient with a new refresh token",
  });
}

/** What `call` answers for an operation: its body, or for one without a body (204) an empty object that carries `lastResponse`. */
type CallResult<T> = T extends object ? T : Record<never, never>;

/** The rotated refresh token of a `Set-Cookie`, if the response set one with a value. */
function refreshCookieOf(headers: Headers): string | undefined {
  for (const cookie of headers.getSetCookie()) {
    const match = /^service_refresh=([^;]*)/.exec(cookie);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

async function* paginate<T>(fetchPage: (cursor: string | undefined) => Promise<Page<T>>): AsyncIterableIterator<T> {
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    yield* page.data;
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
}
