import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ulid } from 'ulid';
import { operations, type OperationId } from '../functions/catalogue';
import { demoOrganizations, invoice } from '../infra/local/demo-data';
import { envelope, signedDelivery } from '../infra/local/webhook-signer';
import type { HttpResponse, LambdaHttpHandler } from '../lib/http/types';
import { httpEvent, lambdaContext } from '../test/support/events';

/** What a benchmark scenario needs from the running stack. */
export interface BenchContext {
  demo: {
    admin_token: string;
    webhook_secrets: { stripe: string };
    users: { id: string; organization_id: string }[];
    invoices: string[];
    webhook_endpoints: string[];
  };
  handlerOf(functionName: string): Promise<LambdaHttpHandler>;
}

/** Builds the i-th request; `previous` is the answer to the one before (refresh chains cookies). */
export type EventFactory = (i: number, previous: HttpResponse | undefined) => APIGatewayProxyEventV2;

export interface Scenario {
  operation: OperationId | 'notFound';
  functionName: string;
  /** DynamoDB requests per API request the design needs in the steady state, and why. */
  designMinimum: { requests: number; why: string };
  /** Sets up what the calls need and returns the factory of `count` requests. */
  prepare(ctx: BenchContext, count: number): Promise<EventFactory>;
}

export function apiEvent(
  operation: OperationId,
  init: { params?: Record<string, string>; query?: string; headers?: Record<string, string>; cookies?: string[]; body?: string } = {},
): APIGatewayProxyEventV2 {
  const route = operations[operation];
  const rawPath = route.path.replace(/\{(\w+)\}/g, (_, name: string) => init.params![name]!);
  return httpEvent({
    method: route.method,
    rawPath,
    routeKey: `${route.method} ${route.path}`,
    rawQueryString: init.query ?? '',
    queryStringParameters: init.query ? Object.fromEntries(new URLSearchParams(init.query)) : undefined,
    pathParameters: init.params,
    headers: { 'content-type': 'application/json', ...init.headers },
    cookies: init.cookies,
    body: init.body,
  });
}

export const invokeHandler = (handler: LambdaHttpHandler, event: APIGatewayProxyEventV2) => handler(event, lambdaContext());

/** An access token for a demo user, through the refresh handler as a client would get it. */
async function accessTokenOf(ctx: BenchContext, userId: string): Promise<string> {
  const { startSession } = await import('../lib/sessions/start-session');
  const session = await startSession({ userId });
  const response = await invokeHandler(
    await ctx.handlerOf('refresh-session'),
    apiEvent('refreshSession', { cookies: [`service_refresh=${session.refresh_token}`] }),
  );
  return (JSON.parse(response.body!) as { access_token: string }).access_token;
}

/** The first id of `ids` the user can read (the demo spreads them over two organizations). */
async function ownedId(ctx: BenchContext, functionName: string, operation: OperationId, ids: string[], token: string): Promise<string> {
  const handler = await ctx.handlerOf(functionName);
  for (const id of ids) {
    const response = await invokeHandler(handler, apiEvent(operation, { params: { id }, headers: { authorization: `Bearer ${token}` } }));
    if (response.statusCode === 200) return id;
  }
  throw new Error(`no ${operation} id readable by the demo user`);
}

const alice = (ctx: BenchContext) => ctx.demo.users[0]!;

/** A read of one resource of the demo user's organization, by id. */
function readOwned(operation: 'getInvoice' | 'getWebhookEndpoint', functionName: string, ids: (ctx: BenchContext) => string[], why: string): Scenario {
  return {
    operation,
    functionName,
    designMinimum: { requests: 2, why },
    async prepare(ctx) {
      const token = await accessTokenOf(ctx, alice(ctx).id);
      const id = await ownedId(ctx, functionName, operation, ids(ctx), token);
      return () => apiEvent(operation, { params: { id }, headers: { authorization: `Bearer ${token}` } });
    },
  };
}
const GUIDED_DESCRIPTION = 'A friendly cooking assistant that suggests weeknight recipes for busy families.';

export const scenarios: Scenario[] = [
  {
    operation: 'getTopicChangelog',
    functionName: 'get-topic-changelog',
    designMinimum: { requests: 2, why: 'bucket write + one Query of the page' },
    prepare: async () => () => apiEvent('getTopicChangelog', { query: 'limit=20' }),
  },
  readOwned('getInvoice', 'get-invoice', (ctx) => ctx.demo.invoices, 'bucket write + GetItem (session status cached 30 s)'),
  {
    operation: 'listPaymentMethods',
    functionName: 'list-payment-methods',
    designMinimum: { requests: 3, why: 'bucket write + Query of the page + GetItem of the default method (is_default)' },
    async prepare(ctx) {
      const token = await accessTokenOf(ctx, alice(ctx).id);
      return () => apiEvent('listPaymentMethods', { headers: { authorization: `Bearer ${token}` } });
    },
  },
  readOwned('getWebhookEndpoint', 'get-webhook-endpoint', (ctx) => ctx.demo.webhook_endpoints, 'bucket write + GetItem'),
  {
    operation: 'updateMe',
    functionName: 'update-me',
    designMinimum: { requests: 2, why: 'bucket write + one conditional UpdateItem returning the new profile' },
    async prepare(ctx) {
      const token = await accessTokenOf(ctx, alice(ctx).id);
      return (i) =>
        apiEvent('updateMe', {
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/merge-patch+json' },
          body: JSON.stringify({ display_name: `Alice ${i % 7}` }),
        });
    },
  },
  {
    operation: 'refreshSession',
    functionName: 'refresh-session',
    designMinimum: { requests: 2, why: 'bucket write + one conditional UpdateItem rotating the session' },
    async prepare(ctx) {
      const { startSession } = await import('../lib/sessions/start-session');
      const session = await startSession({ userId: alice(ctx).id });
      let cookie = `service_refresh=${session.refresh_token}`;
      return (_i, previous) => {
        const rotated = previous?.cookies?.find((c) => c.startsWith('service_refresh='));
        if (rotated) cookie = rotated.split(';')[0]!;
        return apiEvent('refreshSession', { cookies: [cookie] });
      };
    },
  },
  {
    operation: 'receiveProviderWebhook',
    functionName: 'receive-provider-webhook',
    designMinimum: {
      requests: 4,
      why: 'bucket write + GetItem of the customer mapping + GetItem of the projection (a webhook event only when what the API shows changes; the write is conditioned on it unchanged) + one TransactWriteItems (event record, its effect, the list copies, the webhook event)',
    },
    async prepare(ctx, count) {
      // Signed ahead of the run, so signing is not measured: each a newer update of one invoice.
      const customer = demoOrganizations[0].billing_customer_id;
      const base = Math.floor(Date.now() / 1000);
      const events = Array.from({ length: count }, (_, i) => {
        const id = `evt_bench_${ulid()}`;
        const body = envelope('stripe', {
          id,
          type: 'invoice.updated',
          created: base + i,
          object: invoice('in_benchInvoice', customer, 'open', base + i, 4800, 'BENCH-1'),
        });
        const headers = Object.fromEntries(
          Object.entries(signedDelivery('stripe', ctx.demo.webhook_secrets.stripe, body, id)).map(([k, v]) => [k.toLowerCase(), v]),
        );
        return apiEvent('receiveProviderWebhook', { params: { provider: 'stripe' }, headers, body });
      });
      return (i) => events[i % count]!;
    },
  },
  {
    operation: 'fromGuidedPrompt',
    functionName: 'from-guided-prompt',
    designMinimum: { requests: 3, why: 'bucket write + Query of the current vocabulary + UpdateItem of platform usage' },
    async prepare(ctx) {
      const token = await accessTokenOf(ctx, alice(ctx).id);
      return () => apiEvent('fromGuidedPrompt', { headers: { authorization: `Bearer ${token}` }, body: JSON.stringify({ description: GUIDED_DESCRIPTION }) });
    },
  },
  {
    operation: 'createPersonality',
    functionName: 'create-personality',
    designMinimum: {
      requests: 4,
      why: 'bucket write + GetItem of the idempotency record (a retry is answered before the guardrail is paid) + GetItem of the bound version (then one per topic named) + one TransactWriteItems (personality, idempotency record, webhook event)',
    },
    async prepare(ctx) {
      const token = await accessTokenOf(ctx, alice(ctx).id);
      const proposed = await invokeHandler(
        await ctx.handlerOf('from-guided-prompt'),
        apiEvent('fromGuidedPrompt', { headers: { authorization: `Bearer ${token}` }, body: JSON.stringify({ description: GUIDED_DESCRIPTION }) }),
      );
      const proposal = JSON.parse(proposed.body!) as { proposal: Record<string, unknown>; proposal_token: string; critical_questions: { id: string }[] };
      const body = JSON.stringify({
        ...proposal.proposal,
        source: 'guided_prompt',
        source_ref: GUIDED_DESCRIPTION,
        proposal_token: proposal.proposal_token,
        sensitivity_declaration: { level: 'low', categories: [], confirmed: true },
        critical_answers: proposal.critical_questions.map((q) => ({ question_id: q.id, answer: 'Answered by the developer.' })),
      });
      // Every call with its own key, as the SDK sends them.
      return () => apiEvent('createPersonality', { headers: { authorization: `Bearer ${token}`, 'idempotency-key': ulid() }, body });
    },
  },
  {
    operation: 'decideReview',
    functionName: 'decide-review',
    designMinimum: {
      requests: 5,
      why: 'bucket write + GetItem of the ticket + GetItem of the organization (its name goes into the email) + one TransactWriteItems (ticket, organization, outbox, webhook event) + UpdateItem marking the outbox enqueued after the SQS send',
    },
    async prepare(ctx, count) {
      // A fresh open ticket per call (a repeated decision is a different, cheaper path).
      const { reviewRepository } = await import('../lib/reviews/repository');
      const developer = (await import('../infra/local/demo-data')).demoUsers[0];
      const now = new Date().toISOString();
      const ids = Array.from({ length: count }, () => `rvw_${ulid()}`);
      for (const id of ids) {
        await reviewRepository().create({
          id,
          organization_id: developer.organization_id,
          developer_user_id: developer.id,
          developer_email: developer.email,
          title: 'Benchmark review',
          status: 'open',
          decision: null,
          conditions: null,
          reason: null,
          note: null,
          created_at: now,
          updated_at: now,
          decided_at: null,
        });
      }
      return (i) =>
        apiEvent('decideReview', {
          params: { ticketId: ids[i % count]! },
          headers: { 'x-service-admin-token': ctx.demo.admin_token },
          body: JSON.stringify({ decision: 'approve' }),
        });
    },
  },
  {
    operation: 'notFound',
    functionName: 'not-found',
    designMinimum: { requests: 1, why: 'bucket write (every answered request draws a token)' },
    prepare: async () => () => httpEvent({ method: 'GET', rawPath: '/v1/no/such/route' }),
  },
];
