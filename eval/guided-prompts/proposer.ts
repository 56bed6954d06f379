import type { GuidedPromptRequest, GuidedPromptResponse } from '../../lib/personalities/schema';

/** The contract's 422 `guided_prompt_policy_violation`, with the categories it named. */
export class RefusedError extends Error {
  override name = 'RefusedError';
  constructor(readonly categories: string[]) {
    super(`refused: ${categories.join(', ')}`);
  }
}

/**
 * What an evaluation runs a request through: the proposal operation, answering its response or
 * throwing `RefusedError` for the contract's 422 (any other failure is an error of the run).
 */
export type Proposer = (request: GuidedPromptRequest) => Promise<GuidedPromptResponse>;

/** A proposer and what it runs against, for the report. */
export interface Target {
  propose: Proposer;
  /** One line for the report: what answered. */
  description: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How an HTTP evaluation authenticates: an access token, and a refresh token to renew it (tokens last 15 minutes). */
export interface HttpCredentials {
  token: string;
  refreshToken?: string;
}

/**
 * A running API (the local stack or a deployed stage) over HTTP, as a client calls it, with an
 * access token of an organization (renewed through `POST /v1/auth/refresh` when it expires, given a
 * refresh token). Rate limits and a model that is briefly unavailable are waited out
 * (`Retry-After`), up to `maxRetries` times a request.
 */
export function httpTarget(baseUrl: string, credentials: HttpCredentials, { maxRetries = 8 } = {}): Target {
  const url = new URL('/v1/personalities/from-guided-prompt', baseUrl).href;
  let { token, refreshToken } = credentials;
  let renewing: Promise<boolean> | undefined;
  const renew = async (): Promise<boolean> => {
    if (!refreshToken) return false;
    const res = await fetch(new URL('/v1/auth/refresh', baseUrl), { method: 'POST', headers: { cookie: `service_refresh=${refreshToken}` } });
    if (!res.ok) return false;
    token = ((await res.json()) as { access_token: string }).access_token;
    refreshToken = /service_refresh=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? refreshToken;
    return true;
  };
  const propose: Proposer = async (request) => {
    for (let attempt = 0; ; attempt++) {
      const sent = token;
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${sent}`, 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      const body = (await res.json().catch(() => undefined)) as { code?: string; detail?: string; policy_categories?: string[] } | undefined;
      if (res.ok) return body as unknown as GuidedPromptResponse;
      if (res.status === 422 && body?.code === 'guided_prompt_policy_violation') throw new RefusedError(body.policy_categories ?? []);
      if ((res.status === 429 || res.status === 503) && attempt < maxRetries) {
        await sleep(1000 * Math.max(1, Number(res.headers.get('retry-after') ?? 1)));
        continue;
      }
      if (res.status === 401 && attempt < maxRetries) {
        // Concurrent requests share one renewal; a request that raced a renewal just retries.
        if (sent !== token) continue;
        renewing ??= renew().finally(() => (renewing = undefined));
        if (await renewing) continue;
      }
      if (res.status === 401) {
        throw new Error(`401 ${body?.detail ?? ''}: the access token is wrong or expired (tokens last 15 minutes; pass --refresh-token to renew it)`);
      }
      throw new Error(`${res.status} ${body?.code ?? ''}: ${body?.detail ?? res.statusText}`);
    }
  };
  return { propose, description: `the API at ${new URL(baseUrl).origin}, over HTTP` };
}
