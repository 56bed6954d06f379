/**
 * `npm run openapi:examples`: the examples of openapi.json, recorded from real calls. It starts a
 * local stack of its own (demo data, free ports), calls every operation once as a client would,
 * and writes `openapi-examples.json`; `npm run openapi` puts them in the document. The tests
 * record them again against their own stack and check each committed example still has the
 * shape the API answers today, and validates against its schema.
 */
import { writeFileSync } from 'node:fs';
import type { OperationId } from '../functions/catalogue';
import type { RecordedExample } from '../functions/openapi';

/** What recording needs of a running stack. */
export interface RecordingContext {
  baseUrl: string;
  adminToken: string;
  /** A fresh refresh token of a demo user (alice). */
  refreshToken: () => Promise<string>;
  invoiceId: string;
  webhookEndpointId: string;
  reviewTicketId: string;
  /** A signed provider delivery of a new event for alice's organization. */
  signedDelivery: () => { body: string; headers: Record<string, string> };
  /** The local Bedrock stand-in, where the model's answer of the guided-prompt example is scripted. */
  bedrockUrl?: string;
  /** An ID token of alice from the stack's own OpenID provider (through the authorization code flow). */
  idToken: () => Promise<string>;
}

/**
 * The guided-prompt example's model answer. The local stand-in writes mechanical proposals that say
 * so (stand-ins/bedrock/README.md); the example shows what a model writes, scripted on the stand-in,
 * while the service's own steps (guardrail, checks, critical questions, token) run as they do.
 */
const exampleModelAnswer = {
  status: 'ready',
  proposal: {
    name: 'Maths Tutor',
    summary: 'A patient maths tutor for adults returning to study who explains algebra step by step.',
    traits: ['patient', 'warm', 'encouraging'],
    tone: { formality: 'neutral', warmth: 'warm', humor: 'light', verbosity: 'detailed' },
    topics: ['mathematics', 'education'],
    boundaries: [
      'Never just gives the answer.',
      'Stays within its subject and says so when asked about something else.',
      'Never asks for passwords, payment details or other secrets.',
    ],
    greeting: 'Welcome, friend! You’re talking to your patient maths tutor. What are we doing today?',
    suggested_sensitivity: { level: 'low', categories: [] },
  },
  clarifying_questions: [],
  sensitive_aspects: [],
  policy_violation: null,
};

/** Calls every operation once and returns what each sent and answered. */
export async function recordExamples(context: RecordingContext): Promise<Record<OperationId, RecordedExample>> {
  const examples: Partial<Record<OperationId, RecordedExample>> = {};
  const call: Call = async (id, method, path, request = {}) => {
    const search = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
    const body = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
    const response = await fetch(`${context.baseUrl}${path}${search}`, {
      method,
      headers: { ...(body && !request.rawBody ? { 'Content-Type': 'application/json' } : {}), ...request.headers },
      body,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${id}: ${response.status} ${text}`);
    const recorded: RecordedExample = {
      request: {
        ...(request.params ? { params: request.params } : {}),
        ...(request.query ? { query: request.query } : {}),
        ...(request.body !== undefined ? { body: request.body } : {}),
        ...(request.rawBody ? { body: JSON.parse(request.rawBody) } : {}),
      },
      response: { status: response.status, ...(text ? { body: JSON.parse(text) } : {}) },
    };
    examples[id] = recorded;
    return { recorded, response };
  };

  const refreshToken = await context.refreshToken();
  const refreshed = await call('refreshSession', 'POST', '/v1/auth/refresh', { headers: { Cookie: `service_refresh=${refreshToken}` } });
  const bearer = { Authorization: `Bearer ${(refreshed.recorded.response.body as { access_token: string }).access_token}` };
  const cookie = /service_refresh=([^;]+)/.exec(refreshed.response.headers.get('set-cookie') ?? '')![1]!;

  await call('getTopicChangelog', 'GET', '/v1/vocabularies/topics/changelog', { query: { limit: '2' } });
  await call('getMe', 'GET', '/v1/me', { headers: bearer });
  await call('updateMe', 'PATCH', '/v1/me', { headers: bearer, body: { display_name: 'Alice Archer', timezone: 'Europe/Paris' } });
  await call('getInvoice', 'GET', `/v1/billing/invoices/${context.invoiceId}`, { params: { id: context.invoiceId }, headers: bearer });
  await call('listInvoices', 'GET', '/v1/billing/invoices', { query: { status: 'paid', limit: '1' }, headers: bearer });
  await call('listPaymentMethods', 'GET', '/v1/billing/payment-methods', { query: { limit: '2' }, headers: bearer });
  await call('getWebhookEndpoint', 'GET', `/v1/webhooks/${context.webhookEndpointId}`, { params: { id: context.webhookEndpointId }, headers: bearer });
  await recordWebhookEndpointExamples(call, bearer);
  const delivery = context.signedDelivery();
  await call('receiveProviderWebhook', 'POST', '/v1/billing/stripe/webhook', {
    params: { provider: 'stripe' },
    headers: delivery.headers,
    rawBody: delivery.body,
  });

  const description = 'A patient maths tutor for adults returning to study: explains algebra step by step and never just gives the answer.';
  if (context.bedrockUrl) {
    const fault = { operation: 'converse', fault: { kind: 'answer', input: exampleModelAnswer }, match: description };
    const scripted = await fetch(`${context.bedrockUrl}/_local/faults`, { method: 'POST', body: JSON.stringify(fault) });
    if (scripted.status !== 204) throw new Error(`scripting the example's model answer: ${scripted.status} ${await scripted.text()}`);
  }
  const proposed = await call('fromGuidedPrompt', 'POST', '/v1/personalities/from-guided-prompt', { headers: bearer, body: { description } });
  const proposal = proposed.recorded.response.body as {
    proposal: Record<string, unknown> & { suggested_sensitivity: object };
    proposal_token: string;
    critical_questions: { id: string }[];
  };
  const { suggested_sensitivity, ...fields } = proposal.proposal;
  const created = await call('createPersonality', 'POST', '/v1/personalities', {
    headers: bearer,
    body: {
      ...fields,
      source: 'guided_prompt',
      source_ref: description,
      proposal_token: proposal.proposal_token,
      sensitivity_declaration: { ...suggested_sensitivity, confirmed: true },
      critical_answers: proposal.critical_questions.map((q) => ({ question_id: q.id, answer: 'Reviewed by our team.' })),
    },
  });
  const personalityId = (created.recorded.response.body as { id: string }).id;
  const personality = await call('getPersonality', 'GET', `/v1/personalities/${personalityId}`, { params: { id: personalityId }, headers: bearer });
  await call('updatePersonality', 'PATCH', `/v1/personalities/${personalityId}`, {
    params: { id: personalityId },
    headers: { ...bearer, 'If-Match': personality.response.headers.get('etag')! },
    body: { greeting: 'Hello! Shall we look at equations together today?', tone: { humor: 'none' } },
  });
  await call('listPersonalities', 'GET', '/v1/personalities', { query: { limit: '1' }, headers: bearer });
  await call('deletePersonality', 'DELETE', `/v1/personalities/${personalityId}`, { params: { id: personalityId }, headers: bearer });

  await call('decideReview', 'POST', `/v1/admin/reviews/${context.reviewTicketId}/decide`, {
    params: { ticketId: context.reviewTicketId },
    headers: { 'X-Service-Admin-Token': context.adminToken },
    body: { decision: 'approve-conditional', conditions: ['Publish a privacy policy'], note: 'Checked by the review team' },
  });
  await call('logout', 'POST', '/v1/auth/logout', { headers: { Cookie: `service_refresh=${cookie}` } });
  const signedIn = await call('signIn', 'POST', '/v1/auth/sessions', { body: { id_token: await context.idToken() } });
  (signedIn.recorded.request.body as { id_token: string }).id_token = EXAMPLE_ID_TOKEN;
  return examples as Record<OperationId, RecordedExample>;
}

/** Stands for the ID token in the recorded examples (a credential, even of a throwaway provider, is never committed): its shape, not a token. */
export const EXAMPLE_ID_TOKEN =
  'eyJhbGciOiJSUzI1NiIsImtpZCI6ImV4YW1wbGUifQ.eyJpc3MiOiJodHRwczovL2lkLmV4YW1wbGUuY29tIiwic3ViIjoiMjQ4Mjg5NzYxMDAxIn0.c2lnbmF0dXJl';

/** Stands for every signing secret in the recorded examples: a secret, even a throwaway one, is never committed. */
export const EXAMPLE_SECRET = `whsec_${'A'.repeat(43)}=`;

type Call = (
  id: OperationId,
  method: string,
  path: string,
  request?: RecordedExample['request'] & { headers?: Record<string, string>; rawBody?: string },
) => Promise<{ recorded: RecordedExample; response: Response }>;

/** The endpoint operations, on an endpoint of their own (deleted at the end, so the organization's 16 stay free). */
async function recordWebhookEndpointExamples(call: Call, bearer: Record<string, string>): Promise<void> {
  const created = await call('createWebhookEndpoint', 'POST', '/v1/webhooks', {
    headers: bearer,
    body: { url: 'https://hooks.acme.example/service-events', description: 'Order system', events: ['personality.created', 'review.decided'] },
  });
  const id = (created.recorded.response.body as { id: string }).id;
  const params = { id };
  await call('listWebhookEndpoints', 'GET', '/v1/webhooks', { query: { limit: '2' }, headers: bearer });
  await call('updateWebhookEndpoint', 'PATCH', `/v1/webhooks/${id}`, {
    params,
    headers: { ...bearer, 'If-Match': created.response.headers.get('etag')! },
    body: { events: ['*'], description: 'Order system (all events)' },
  });
  const test = await call('testWebhookEndpoint', 'POST', `/v1/webhooks/${id}/test`, { params, headers: bearer });
  const deliveryId = (test.recorded.response.body as { delivery_id: string }).delivery_id;
  // The example receiver's name does not resolve: its delivery log shows a failed attempt, as a developer's first try often does.
  for (let i = 0; i < 50; i++) {
    const log = await call('listWebhookDeliveries', 'GET', `/v1/webhooks/${id}/deliveries`, { params, query: { limit: '5' }, headers: bearer });
    if ((log.recorded.response.body as { data: { attempts: unknown[] }[] }).data[0]?.attempts.length) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await call('retryWebhookDelivery', 'POST', `/v1/webhooks/${id}/deliveries/${deliveryId}/retry`, { params: { id, deliveryId }, headers: bearer });
  const rotated = await call('rotateWebhookSecret', 'POST', `/v1/webhooks/${id}/rotate-secret`, { params, headers: bearer });
  await call('deleteWebhookEndpoint', 'DELETE', `/v1/webhooks/${id}`, { params, headers: bearer });
  for (const { recorded } of [created, rotated]) (recorded.response.body as { secret: string }).secret = EXAMPLE_SECRET;
}

/** A recording context for a stack started by `spawnLocalStack` (its directory and demo data). */
export async function localRecordingContext(dir: string, demo: Record<string, unknown>): Promise<RecordingContext> {
  const { localTarget } = await import('./ops/target');
  const { signedDelivery, envelope } = await import('../infra/local/webhook-signer');
  const { invoice } = await import('../infra/local/demo-data');
  const { idTokenFromProvider } = await import('../infra/local/oidc-code-flow');
  const target = localTarget(dir);
  Object.assign(process.env, target.env);
  const { startSession } = await import('../lib/sessions/start-session');
  const { openReview } = await import('../lib/reviews/open');
  const users = demo.users as { id: string; email: string; organization_id: string; billing_customer_id: string }[];
  const alice = users[0]!;
  const secret = ((await target.secrets.read('webhookSigningSecrets')) as Record<string, string[]>).stripe![0]!;
  const ticket = await openReview({ organizationId: alice.organization_id, developerEmail: alice.email, title: 'Organization review: Acme Robotics' });
  return {
    baseUrl: target.apiUrl,
    adminToken: (await target.secrets.read('adminToken')) as string,
    refreshToken: async () => (await startSession({ userId: alice.id })).refresh_token,
    invoiceId: (demo.invoices as string[])[0]!,
    webhookEndpointId: (demo.webhook_endpoints as string[])[0]!,
    reviewTicketId: ticket.id,
    bedrockUrl: demo.bedrock_url as string,
    idToken: () =>
      idTokenFromProvider(demo.oidc_issuer_url as string, {
        clientId: demo.oidc_client_id as string,
        redirectUri: 'http://127.0.0.1:8976/callback',
        login: 'local-alice',
      }),
    signedDelivery: () => {
      const created = Math.floor(Date.now() / 1000);
      const event = {
        id: `evt_example${created}`,
        type: 'invoice.finalized',
        created,
        object: invoice(`in_example${created}`, alice.billing_customer_id, 'open', created, 2400, 'ACME-0003'),
      };
      const body = envelope('stripe', event);
      return { body, headers: signedDelivery('stripe', secret, body, event.id) };
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { spawnLocalStack } = await import('../infra/local/spawn-stack');
  const stack = await spawnLocalStack();
  try {
    const examples = await recordExamples(await localRecordingContext(stack.dir, stack.demo));
    writeFileSync('openapi-examples.json', JSON.stringify(examples, null, 2) + '\n');
    process.stdout.write(`openapi-examples.json: ${Object.keys(examples).length} operations recorded; now run npm run openapi\n`);
  } finally {
    await stack.stop();
  }
}
