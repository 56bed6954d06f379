import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { compilePath, matchRoute, routes, servedRoutes } from '../../functions/routes';

describe('the route table', () => {
  it('names all ten operations of the interface once', () => {
    const all = Object.values(routes);
    expect(all).toHaveLength(10);
    expect(new Set(all.map((r) => `${r.method} ${r.path}`)).size).toBe(10);
    expect(new Set(all.map((r) => r.functionName)).size).toBe(10);
    expect(routes.fromGuidedPrompt.path).toBe('/v1/personalities/from-guided-prompt');
  });

  it('classifies auth as the contract does', () => {
    expect(routes.refreshSession.auth).toBe('public');
    expect(routes.getTopicChangelog.auth).toBe('public');
    expect(routes.receiveProviderWebhook.auth).toBe('provider');
    expect(routes.decideReview.auth).toBe('admin');
    for (const id of ['getInvoice', 'listPaymentMethods', 'updateMe', 'fromGuidedPrompt', 'createPersonality', 'getWebhookEndpoint'] as const) {
      expect(routes[id].auth).toBe('user');
    }
  });

  it('serves only routes whose handler exists', () => {
    for (const route of servedRoutes) expect(existsSync(`functions/${route.functionName}/handler.ts`)).toBe(true);
  });

  it('extracts and decodes path parameters', () => {
    expect(compilePath('/v1/webhooks/{id}')('/v1/webhooks/whe_1%2F2')).toEqual({ id: 'whe_1/2' });
    expect(compilePath('/v1/webhooks/{id}')('/v1/webhooks/a/b')).toBeUndefined();
  });

  it('tells a wrong method from an unknown path', () => {
    expect(matchRoute('GET', '/v1/vocabularies/topics/changelog').route).toBeDefined();
    expect(matchRoute('DELETE', '/v1/vocabularies/topics/changelog')).toEqual({ route: undefined, allowed: ['GET'] });
    expect(matchRoute('GET', '/v1/nothing')).toEqual({ route: undefined, allowed: [] });
  });
});
