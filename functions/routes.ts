import type { RouteDefinition } from '../lib/http/types';

/**
 * The route table: the single source of truth for method, path, function, auth class and rate
 * class of every operation. The CDK stack, the local API emulator, the OpenAPI document and the
 * SDK all read it. A route is served only once its `functions/<functionName>/handler.ts` exists
 * and it is listed in `servedOperations` below.
 */
export const routes = {
  getInvoice: {
    operationId: 'getInvoice',
    method: 'GET',
    path: '/v1/billing/invoices/{id}',
    functionName: 'get-invoice',
    auth: 'user',
    rateClass: 'authenticated',
    summary: 'Read one invoice of the active organization',
  },
  receiveProviderWebhook: {
    operationId: 'receiveProviderWebhook',
    method: 'POST',
    path: '/v1/billing/{provider}/webhook',
    functionName: 'receive-provider-webhook',
    auth: 'provider',
    rateClass: 'webhook',
    summary: 'Ingress for signed payment-provider events',
  },
  fromGuidedPrompt: {
    operationId: 'fromGuidedPrompt',
    method: 'POST',
    path: '/v1/personalities/from-guided-prompt',
    functionName: 'propose-personality',
    auth: 'user',
    rateClass: 'authenticated',
    summary: 'Turn a description into a personality proposal (persists nothing)',
  },
  createPersonality: {
    operationId: 'createPersonality',
    method: 'POST',
    path: '/v1/personalities',
    functionName: 'create-personality',
    auth: 'user',
    rateClass: 'authenticated',
    summary: 'Create a personality, e.g. by accepting a guided-prompt proposal',
  },
  refreshSession: {
    operationId: 'refreshSession',
    method: 'POST',
    path: '/v1/auth/refresh',
    functionName: 'refresh-session',
    auth: 'public',
    rateClass: 'public',
    summary: 'Exchange the refresh cookie for an access token and a rotated cookie',
  },
  decideReview: {
    operationId: 'decideReview',
    method: 'POST',
    path: '/v1/admin/reviews/{ticketId}/decide',
    functionName: 'decide-review',
    auth: 'admin',
    rateClass: 'public',
    summary: 'Resolve a review ticket and email the developer',
  },
  getTopicChangelog: {
    operationId: 'getTopicChangelog',
    method: 'GET',
    path: '/v1/vocabularies/topics/changelog',
    functionName: 'get-topic-changelog',
    auth: 'public',
    rateClass: 'public',
    summary: 'Published topic vocabulary versions, newest first',
  },
  listPaymentMethods: {
    operationId: 'listPaymentMethods',
    method: 'GET',
    path: '/v1/billing/payment-methods',
    functionName: 'list-payment-methods',
    auth: 'user',
    rateClass: 'authenticated',
    summary: 'Payment methods of the active organization',
  },
  updateMe: {
    operationId: 'updateMe',
    method: 'PATCH',
    path: '/v1/me',
    functionName: 'update-me',
    auth: 'user',
    rateClass: 'authenticated',
    summary: "Update the caller's profile (JSON Merge Patch)",
  },
  getWebhookEndpoint: {
    operationId: 'getWebhookEndpoint',
    method: 'GET',
    path: '/v1/webhooks/{id}',
    functionName: 'get-webhook-endpoint',
    auth: 'user',
    rateClass: 'authenticated',
    summary: 'Read one webhook endpoint of the active organization (never its secret)',
  },
} as const satisfies Record<string, RouteDefinition>;

export type OperationId = keyof typeof routes;

/** Operations whose handler is built. The others are not served at all (no placeholder). */
const servedOperations: readonly OperationId[] = [
  'getTopicChangelog',
  'refreshSession',
  'updateMe',
  'receiveProviderWebhook',
  'getInvoice',
  'listPaymentMethods',
  'decideReview',
  'getWebhookEndpoint',
  'fromGuidedPrompt',
  'createPersonality',
];

export const servedRoutes: readonly RouteDefinition[] = servedOperations.map((id) => routes[id]);

/**
 * The catch-all function behind API Gateway's `$default` route: every unmatched request gets a
 * 404 or, for a known path with another method, a 405 with `Allow`.
 */
export const fallbackRoute: RouteDefinition = {
  operationId: 'notFound',
  method: 'GET',
  path: '$default',
  functionName: 'not-found',
  auth: 'public',
  rateClass: 'public',
  summary: 'Catch-all: 404 for unknown paths, 405 for known paths with another method',
};

/** Compiles `/v1/webhooks/{id}` into a matcher that yields path parameters. */
export function compilePath(path: string): (rawPath: string) => Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${pattern}$`);
  return (rawPath) => {
    const match = regex.exec(rawPath);
    if (!match) return undefined;
    return Object.fromEntries(names.map((name, i) => [name, safeDecode(match[i + 1] ?? '')]));
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const matchers = servedRoutes.map((route) => ({ route, match: compilePath(route.path) }));

/** Finds the served route for a request, as API Gateway would; `allowed` lists methods of a path match. */
export function matchRoute(
  method: string,
  rawPath: string,
): { route: RouteDefinition; params: Record<string, string> } | { route: undefined; allowed: string[] } {
  const allowed: string[] = [];
  for (const { route, match } of matchers) {
    const params = match(rawPath);
    if (!params) continue;
    if (route.method === method) return { route, params };
    allowed.push(route.method);
  }
  return { route: undefined, allowed };
}
