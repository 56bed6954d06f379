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
import { ApiError, apiErrorOf, retryAfterSeconds } from './errors.js';
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
  /** Retries of 429 and 503 (default 2); a `Retry-After` above `maxRetryDelaySeconds` (default 10) is not waited for. */
  maxRetries?: number;
  maxRetryDelaySeconds?: number;
  fetch?: typeof fetch;
}

interface RequestOptions {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: string;
  headers?: Record<string, string>;
}

/** Refresh a little before expiry so a token never expires in flight. */
const ACCESS_TOKEN_MARGIN_MS = 30_000;

/** The service API client: a method per operation, `call` for any operation, bounded retries, and a managed refresh session. */
export class ServiceClient {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;
  private refreshToken: string | undefined;
  private accessToken: { value: string; expiresAt: number } | undefined;
  private pendingRefresh: Promise<RefreshResponse> | undefined;
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
  async call<K extends OperationId>(operation: K, input: CallInput<K>): Promise<ResponseOf<K>> {
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
    const response = await this.send(operation, {
      params: parts.params,
      query: parts.query,
      ...(body !== undefined ? { body } : {}),
      headers: { ...(body !== undefined ? { 'Content-Type': contentType } : {}), ...parts.headers },
    });
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as ResponseOf<K>;
  }

  // ---- Billing

  getInvoice(id: string): Promise<Invoice> {
    return this.json('getInvoice', { params: { id } });
  }

  /** One page of the active organization's invoices, newest first, optionally of one `status`. */
  listInvoices(query: PageQuery & { status?: InvoiceStatus } = {}): Promise<Page<Invoice>> {
    return this.json('listInvoices', { query: { ...query } });
  }

  /** Every invoice of the active organization (of one `status`, if given), newest first, page by page. */
  iterateInvoices(options: { limit?: number; status?: InvoiceStatus } = {}): AsyncIterableIterator<Invoice> {
    return paginate((cursor) => this.listInvoices({ ...options, cursor }));
  }

  listPaymentMethods(query: PageQuery = {}): Promise<Page<PaymentMethod>> {
    return this.json('listPaymentMethods', { query: { ...query } });
  }

  /** Every payment method of the active organization, page by page. */
  iteratePaymentMethods(options: { limit?: number } = {}): AsyncIterableIterator<PaymentMethod> {
    return paginate((cursor) => this.listPaymentMethods({ limit: options.limit, cursor }));
  }

  /** Delivers a signed provider event (what the provider does; useful for tools and tests). */
  receiveProviderWebhook(provider: string, delivery: ProviderDelivery): Promise<WebhookAck> {
    return this.json('receiveProviderWebhook', {
      params: { provider },
      body: delivery.body,
      headers: { 'Content-Type': 'application/json', ...delivery.headers },
    });
  }

  // ---- Sessions and profile

  /**
   * Signs in with an ID token of one of the service's trusted OpenID providers (contract 4.1):
   * the service starts a session of the user that identity is linked to. The client then uses it:
   * server-side it keeps the session's refresh token (and gives it to `onRefreshToken`, as every
   * rotated one), in a browser the cookie is the browser's. `ApiError` codes: `invalid_id_token`
   * (its `detail` says why), `not_a_member`.
   */
  async signIn(idToken: string): Promise<SignInResponse> {
    const route = operationTable.signIn;
    const response = await this.withRetries(this.urlOf(route.path, {}), {
      method: route.method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ id_token: idToken }),
      credentials: 'include',
    });
    if (!response.ok) throw await apiErrorOf(response);
    const body = (await response.json()) as SignInResponse;
    this.accessToken = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    // Readable only server-side (a browser hides Set-Cookie): this client now holds the session.
    const refreshToken = refreshCookieOf(response.headers);
    if (refreshToken) {
      this.refreshToken = refreshToken;
      this.sessionEnded = false;
      await this.options.onRefreshToken?.(refreshToken);
    }
    return body;
  }

  /**
   * Exchanges the refresh cookie for an access token. Server-side (a `refreshToken` was given) the
   * client sends the cookie and keeps the rotated one; in a browser the cookie travels by itself.
   * Concurrent callers share one exchange.
   */
  refreshSession(): Promise<RefreshResponse> {
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
  async logout(): Promise<void> {
    const headers: Record<string, string> = this.refreshToken ? { Cookie: `service_refresh=${this.refreshToken}` } : {};
    const route = operationTable.logout;
    const response = await this.withRetries(this.urlOf(route.path, {}), { method: route.method, headers, credentials: 'include' });
    if (!response.ok) throw await apiErrorOf(response);
    await this.endSession();
  }

  /** The caller's profile and its ETag (for `updateMe`'s `ifMatch`); with `ifNoneMatch`, a 304 is `notModified`. */
  async getMe(options: { ifNoneMatch?: string } = {}): Promise<Conditional<Profile>> {
    const response = await this.send('getMe', { headers: options.ifNoneMatch ? { 'If-None-Match': options.ifNoneMatch } : {} });
    const etag = response.headers.get('etag') ?? options.ifNoneMatch ?? '';
    if (response.status === 304) return { notModified: true, etag };
    return { notModified: false, etag, value: (await response.json()) as Profile };
  }

  /** JSON Merge Patch of the caller's profile, and its new ETag; with `ifMatch` it applies only to that version (412 otherwise). */
  async updateMe(patch: ProfilePatch, options: { ifMatch?: string } = {}): Promise<WithETag<Profile>> {
    const response = await this.send('updateMe', {
      body: JSON.stringify(patch),
      headers: { 'Content-Type': 'application/merge-patch+json', ...(options.ifMatch ? { 'If-Match': options.ifMatch } : {}) },
    });
    return { value: (await response.json()) as Profile, etag: response.headers.get('etag') ?? '' };
  }

  // ---- Personalities

  /** A personality proposal from a description (persists nothing, charges nothing). */
  fromGuidedPrompt(request: GuidedPromptRequest): Promise<GuidedPromptResponse> {
    return this.json('fromGuidedPrompt', { body: JSON.stringify(request), headers: { 'Content-Type': 'application/json' } });
  }

  /**
   * Creates a personality. Every call carries an `Idempotency-Key` (a fresh one unless given), so
   * the client's own retries never create two; pass your own to make retries across calls safe.
   */
  createPersonality(request: CreatePersonalityRequest, options: { idempotencyKey?: string } = {}): Promise<Personality> {
    const idempotencyKey = options.idempotencyKey ?? crypto.randomUUID();
    return this.json('createPersonality', {
      body: JSON.stringify(request),
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    });
  }

  /** A personality of the active organization (what `createPersonality`'s Location names). */
  getPersonality(id: string): Promise<Personality> {
    return this.json('getPersonality', { params: { id } });
  }

  /** A personality and its ETag (for `updatePersonality`'s `ifMatch`); with `ifNoneMatch`, a 304 is `notModified`. */
  async getPersonalityWithETag(id: string, options: { ifNoneMatch?: string } = {}): Promise<Conditional<Personality>> {
    const response = await this.send('getPersonality', { params: { id }, headers: options.ifNoneMatch ? { 'If-None-Match': options.ifNoneMatch } : {} });
    const etag = response.headers.get('etag') ?? options.ifNoneMatch ?? '';
    if (response.status === 304) return { notModified: true, etag };
    return { notModified: false, etag, value: (await response.json()) as Personality };
  }

  /**
   * JSON Merge Patch of a personality, from the version `ifMatch` names (the ETag of
   * `getPersonalityWithETag` or of a previous update): 412 if it changed since. Answers the
   * changed personality and its new ETag. Changed text is checked as at creation
   * (`guided_prompt_policy_violation`, `critical_questions_unanswered`, `sensitivity_not_confirmed`).
   */
  async updatePersonality(id: string, patch: PersonalityPatch, options: { ifMatch: string }): Promise<WithETag<Personality>> {
    const response = await this.send('updatePersonality', {
      params: { id },
      body: JSON.stringify(patch),
      headers: { 'Content-Type': 'application/merge-patch+json', 'If-Match': options.ifMatch },
    });
    return { value: (await response.json()) as Personality, etag: response.headers.get('etag') ?? '' };
  }

  /** Deletes a personality; deleting it again is harmless. */
  async deletePersonality(id: string): Promise<void> {
    await this.send('deletePersonality', { params: { id } });
  }

  /** One page of the active organization's personalities, newest first. */
  listPersonalities(query: PageQuery = {}): Promise<Page<Personality>> {
    return this.json('listPersonalities', { query: { ...query } });
  }

  /** Every personality of the active organization, newest first, page by page. */
  iteratePersonalities(options: { limit?: number } = {}): AsyncIterableIterator<Personality> {
    return paginate((cursor) => this.listPersonalities({ limit: options.limit, cursor }));
  }

  // ---- Administration

  /** Resolves a review ticket (admin token); repeating the same decision is safe and sends no second email. */
  decideReview(ticketId: string, decision: ReviewDecision): Promise<ReviewDecisionResult> {
    return this.json('decideReview', { params: { ticketId }, body: JSON.stringify(decision), headers: { 'Content-Type': 'application/json' } });
  }

  // ---- Vocabularies and webhooks

  /** One page of the topic vocabulary changelog, newest first; with `ifNoneMatch`, a 304 is `notModified`. */
  async getTopicChangelog(query: PageQuery & { ifNoneMatch?: string } = {}): Promise<Conditional<Page<ChangelogEntry>>> {
    const { ifNoneMatch, ...page } = query;
    const response = await this.send('getTopicChangelog', { query: { ...page }, headers: ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {} });
    const etag = response.headers.get('etag') ?? ifNoneMatch ?? '';
    if (response.status === 304) return { notModified: true, etag };
    return { notModified: false, etag, value: (await response.json()) as Page<ChangelogEntry> };
  }

  /** Every published version, newest first. */
  iterateTopicChangelog(options: { limit?: number } = {}): AsyncIterableIterator<ChangelogEntry> {
    return paginate(async (cursor) => {
      const result = await this.getTopicChangelog({ limit: options.limit, cursor });
      if (result.notModified) throw new Error('unexpected 304 without If-None-Match');
      return result.value;
    });
  }

  getWebhookEndpoint(id: string): Promise<WebhookEndpoint> {
    return this.json('getWebhookEndpoint', { params: { id } });
  }

  // ---- Outgoing webhook endpoints (contract 6.16)

  /** Registers an endpoint; the answer holds its signing secret, the only time it is shown: store it. */
  createWebhookEndpoint(request: CreateWebhookEndpointRequest): Promise<CreatedWebhookEndpoint> {
    return this.json('createWebhookEndpoint', { body: JSON.stringify(request), headers: { 'Content-Type': 'application/json' } });
  }

  /** One page of the active organization's endpoints, newest first. */
  listWebhookEndpoints(query: PageQuery = {}): Promise<Page<WebhookEndpoint>> {
    return this.json('listWebhookEndpoints', { query: { ...query } });
  }

  /** Every endpoint of the active organization, newest first, page by page. */
  iterateWebhookEndpoints(options: { limit?: number } = {}): AsyncIterableIterator<WebhookEndpoint> {
    return paginate((cursor) => this.listWebhookEndpoints({ limit: options.limit, cursor }));
  }

  /** JSON Merge Patch of an endpoint (`url`, `description`, `events`, `status`); with `ifMatch` it applies only to that version (412 otherwise). */
  async updateWebhookEndpoint(id: string, patch: WebhookEndpointPatch, options: { ifMatch?: string } = {}): Promise<WithETag<WebhookEndpoint>> {
    const response = await this.send('updateWebhookEndpoint', {
      params: { id },
      body: JSON.stringify(patch),
      headers: { 'Content-Type': 'application/merge-patch+json', ...(options.ifMatch ? { 'If-Match': options.ifMatch } : {}) },
    });
    return { value: (await response.json()) as WebhookEndpoint, etag: response.headers.get('etag') ?? '' };
  }

  /** Deletes an endpoint and its secret; pending deliveries to it stop. A second delete is a 404 (`ApiError`). */
  async deleteWebhookEndpoint(id: string): Promise<void> {
    await this.send('deleteWebhookEndpoint', { params: { id } });
  }

  /** A new signing secret (shown this once); the previous one keeps signing beside it for 24 hours. */
  rotateWebhookSecret(id: string): Promise<RotatedWebhookSecret> {
    return this.json('rotateWebhookSecret', { params: { id } });
  }

  /** Sends a `ping` event to this endpoint alone; answers its delivery id (the `webhook-id`). */
  testWebhookEndpoint(id: string): Promise<{ delivery_id: string }> {
    return this.json('testWebhookEndpoint', { params: { id } });
  }

  /** One page of an endpoint's delivery log, newest first, optionally of one `status` (contract 6.17). */
  listWebhookDeliveries(id: string, query: PageQuery & { status?: WebhookDeliveryStatus } = {}): Promise<Page<WebhookDelivery>> {
    return this.json('listWebhookDeliveries', { params: { id }, query: { ...query } });
  }

  /** Every delivery of an endpoint (of one `status`, if given), newest first, page by page. */
  iterateWebhookDeliveries(id: string, options: { limit?: number; status?: WebhookDeliveryStatus } = {}): AsyncIterableIterator<WebhookDelivery> {
    return paginate((cursor) => this.listWebhookDeliveries(id, { ...options, cursor }));
  }

  /** A new attempt of a delivery now, with the same `webhook-id`, whatever its status. */
  retryWebhookDelivery(id: string, deliveryId: string): Promise<{ delivery_id: string }> {
    return this.json('retryWebhookDelivery', { params: { id, deliveryId } });
  }

  // ---- Transport

  private async json<T>(operation: OperationId, request: RequestOptions): Promise<T> {
    return (await (await this.send(operation, request)).json()) as T;
  }

  /** Sends one operation: auth, bounded retries, one refresh-and-retry on an expired access token. */
  private async send(operation: OperationId, request: RequestOptions): Promise<Response> {
    const route = operationTable[operation];
    const url = this.urlOf(route.path, request);
    const init = (authorization: Record<string, string>): RequestInit => ({
      method: route.method,
      headers: { Accept: 'application/json', ...request.headers, ...authorization },
      ...(request.body !== undefined ? { body: request.body } : {}),
    });
    let response = await this.withRetries(url, init(await this.authorization(route.auth)));
    if (response.status === 401 && route.auth === 'user' && this.options.accessToken === undefined) {
      const error = await apiErrorOf(response);
      if (error.code !== 'unauthenticated') throw error;
      this.accessToken = undefined;
      response = await this.withRetries(url, init(await this.authorization(route.auth)));
    }
    if (!response.ok && response.status !== 304) throw await apiErrorOf(response);
    return response;
  }

  private async withRetries(url: string, init: RequestInit): Promise<Response> {
    const maxRetries = this.options.maxRetries ?? 2;
    const maxDelay = this.options.maxRetryDelaySeconds ?? 10;
    for (let attempt = 0; ; attempt++) {
      const response = await this.fetch(url, init);
      if (response.status !== 429 && response.status !== 503) return response;
      const delay = retryAfterSeconds(response.headers) ?? 1;
      if (attempt >= maxRetries || delay > maxDelay) return response;
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, delay * 1000));
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

  private async exchangeRefreshToken(): Promise<RefreshResponse> {
    // Server-side, an ended session has no cookie left to send: say so, rather than let the
    // server answer that a cookie is missing.
    if (this.sessionEnded) throw sessionEndedError();
    const route = operationTable.refreshSession;
    const headers: Record<string, string> = this.refreshToken ? { Cookie: `service_refresh=${this.refreshToken}` } : {};
    const response = await this.withRetries(this.urlOf(route.path, {}), { method: route.method, headers, credentials: 'include' });
    const rotated = refreshCookieOf(response.headers);
    if (!response.ok) {
      const error = await apiErrorOf(response);
      if (error.code === 'invalid_refresh_token' || error.code === 'refresh_token_reused') await this.endSession();
      throw error;
    }
    const body = (await response.json()) as RefreshResponse;
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

  private urlOf(template: string, request: RequestOptions): string {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.params?.[name] ?? ''));
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined) query.set(name, String(value));
    const search = query.size > 0 ? `?${query.toString()}` : '';
    return `${this.baseUrl}${path}${search}`;
  }
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
