import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { demoTopicVersions } from '../../infra/local/demo-data';
import { localGuardrail, localGuardrailDecision, localModel } from '../../infra/local/bedrock/emulator';
import { startBedrockLocal } from '../../infra/local/bedrock/server';
import { stages } from '../../infra/stages';
import { bedrockEngine } from '../../lib/personalities/bedrock-engine';
import { safetyGate } from '../../lib/personalities/guardrail';
import { PolicyViolationError } from '../../lib/personalities/policy';
import { proposePersonality } from '../../lib/personalities/propose';
import type { GuidedPromptRequest, GuidedPromptResponse } from '../../lib/personalities/schema';

/**
 * What an evaluation runs a request through: the proposal operation, answering its response or
 * throwing `PolicyViolationError` for the contract's 422 (any other failure is an error of the run).
 */
export type Proposer = (request: GuidedPromptRequest) => Promise<GuidedPromptResponse>;

/** A proposer and what it runs against, for the report. */
export interface Target {
  propose: Proposer;
  /** One line for the report: what answered. */
  description: string;
  stop(): Promise<void>;
}

/**
 * The proposal use case in this process against a Bedrock stand-in started here (the local stack's
 * model and guardrail, over the real SDK and wire format), with the demo vocabulary's latest
 * version; nothing else is needed (no DynamoDB: a proposal persists nothing).
 */
export async function standInTarget(): Promise<Target> {
  const bedrock = await startBedrockLocal({ guardrail: localGuardrailDecision, converse: localModel });
  const client = new BedrockRuntimeClient({
    region: 'us-east-1',
    endpoint: bedrock.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const latest = demoTopicVersions.at(-1)!;
  const deps = {
    engine: bedrockEngine({ modelId: stages.dev.model.id, client: async () => client, timeoutMs: 30_000, deadlineMs: 60_000 }),
    gate: safetyGate({ guardrail: localGuardrail, client: async () => client, timeoutMs: 30_000 }),
    vocabularies: { latest: async () => latest, byVersion: async () => latest } as never,
    usage: { record: async () => undefined } as never,
    proposalKey: async () => 'evaluation-key-'.padEnd(43, 'x'),
  };
  return {
    propose: (request) => proposePersonality(request, { organizationId: 'org_EVAL' }, Date.now(), deps),
    description: 'the proposal use case in process, against the local Bedrock stand-in (its rule-based model and guardrail)',
    stop: async () => {
      client.destroy();
      await bedrock.stop();
    },
  };
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
      if (res.status === 422 && body?.code === 'guided_prompt_policy_violation') throw new PolicyViolationError(body.policy_categories ?? []);
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
  return { propose, description: `the API at ${new URL(baseUrl).origin}, over HTTP`, stop: async () => undefined };
}
