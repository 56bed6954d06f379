import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accessOf, functionEnvironment } from '../../functions/access';
import { allFunctions, operations, workers } from '../../functions/catalogue';
import { compilePath } from '../../functions/definitions';

/** Contract 6.16 and 6.17: outgoing webhook endpoints and their deliveries. */
const webhookOperations = [
  'createWebhookEndpoint',
  'listWebhookEndpoints',
  'updateWebhookEndpoint',
  'deleteWebhookEndpoint',
  'rotateWebhookSecret',
  'testWebhookEndpoint',
  'listWebhookDeliveries',
  'retryWebhookDelivery',
] as const;

describe('the catalogue', () => {
  it("names the interface's ten operations and the contract's others once each, each with its own function", () => {
    const all = Object.values(operations);
    expect(Object.keys(operations).sort()).toEqual(
      [
        // service-interface.md
        'getInvoice',
        'receiveProviderWebhook',
        'fromGuidedPrompt',
        'createPersonality',
        'refreshSession',
        'decideReview',
        'getTopicChangelog',
        'listPaymentMethods',
        'updateMe',
        'getWebhookEndpoint',
        // contract.md 6.11 to 6.15
        'getMe',
        'getPersonality',
        'listPersonalities',
        'listInvoices',
        'logout',
        ...webhookOperations,
        // contract 4.1 and 6.18
        'signIn',
        'updatePersonality',
        'deletePersonality',
      ].sort(),
    );
    expect(new Set(all.map((o) => `${o.method} ${o.path}`)).size).toBe(all.length);
    expect(new Set(allFunctions.map((f) => f.function)).size).toBe(allFunctions.length);
    expect(operations.fromGuidedPrompt.path).toBe('/v1/personalities/from-guided-prompt');
  });

  it('classifies auth as the contract does', () => {
    expect(operations.refreshSession.auth).toBe('public');
    expect(operations.getTopicChangelog.auth).toBe('public');
    expect(operations.receiveProviderWebhook.auth).toBe('provider');
    expect(operations.decideReview.auth).toBe('admin');
    expect(operations.logout.auth).toBe('public');
    expect(operations.logout.rateClass).toBe('public');
    for (const id of [
      'getInvoice',
      'listPaymentMethods',
      'updateMe',
      'fromGuidedPrompt',
      'createPersonality',
      'getWebhookEndpoint',
      'getMe',
      'getPersonality',
      'listPersonalities',
      'listInvoices',
      ...webhookOperations,
    ] as const) {
      expect(operations[id].auth).toBe('user');
    }
  });

  it('gives each operation one name: its function folder is its catalogue id (the SDK method, the OpenAPI operationId) in kebab case', () => {
    const kebab = (id: string) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    expect(kebab('fromGuidedPrompt')).toBe('from-guided-prompt');
    for (const [id, entry] of Object.entries({ ...operations, ...workers })) expect(entry.function, id).toBe(kebab(id));
  });

  it('has a handler for every function it lists', () => {
    for (const f of allFunctions) expect(existsSync(`functions/${f.function}/handler.ts`), f.function).toBe(true);
  });

  it('gives every function the access of its auth class on top of its own', () => {
    expect(accessOf(operations.getInvoice).secrets).toEqual(['accessTokenKeys']);
    expect(accessOf(operations.getInvoice).items.map((i) => i.keys)).toEqual([['RATE#*'], ['SESSION#*'], ['ORG#*']]);
    expect(accessOf(operations.decideReview).secrets).toEqual(['adminToken']);
    expect(accessOf(workers.sendEmail).items.map((i) => i.keys)).toEqual([['OUTBOX#*']]);
  });

  it('derives each environment from the access', () => {
    const sources = {
      tableName: 't',
      logLevel: 'info',
      secretArn: (n: string) => `arn:${n}`,
      queueUrls: { email: 'q', webhookEvents: 'we', webhookDeliveries: 'wd', webhookRetries: 'wr' },
      emailFrom: 'f',
      emailConfigurationSet: 'cs',
      bedrockModelId: 'm',
      guardrail: { id: 'g', version: '1' },
      trustedIssuers: [{ issuer: 'https://id.example.com', audiences: ['client-1'] }],
    };
    expect(functionEnvironment('decide-review', sources)).toEqual({
      TABLE_NAME: 't',
      LOG_LEVEL: 'info',
      ADMIN_TOKEN_SECRET: 'arn:adminToken',
      EMAIL_QUEUE_URL: 'q',
      // The review.decided webhook event goes to the events queue.
      WEBHOOK_EVENTS_QUEUE_URL: 'we',
    });
    expect(functionEnvironment('deliver-webhooks', sources)).toEqual({
      TABLE_NAME: 't',
      LOG_LEVEL: 'info',
      EMAIL_QUEUE_URL: 'q',
      WEBHOOK_DELIVERIES_QUEUE_URL: 'wd',
      WEBHOOK_RETRIES_QUEUE_URL: 'wr',
    });
    // The sender, and the configuration set whose suppression list and events apply to every send.
    expect(functionEnvironment('send-email', sources)).toMatchObject({ EMAIL_FROM: 'f', EMAIL_CONFIGURATION_SET: 'cs' });
    // Only the function that verifies ID tokens is told which providers to trust, with the secrets it signs sessions with.
    expect(functionEnvironment('sign-in', sources)).toEqual({
      TABLE_NAME: 't',
      LOG_LEVEL: 'info',
      REFRESH_TOKEN_KEY_SECRET: 'arn:refreshTokenKey',
      ACCESS_TOKEN_KEYS_SECRET: 'arn:accessTokenKeys',
      OIDC_TRUSTED_ISSUERS: '[{"issuer":"https://id.example.com","audiences":["client-1"]}]',
    });
    // @ts-expect-error: a name the catalogue does not have is a type error, and a run-time one.
    expect(() => functionEnvironment('no-such-function', sources)).toThrow(/catalogue/);
  });

  it('extracts and decodes path parameters as API Gateway does', () => {
    expect(compilePath('/v1/webhooks/{id}')('/v1/webhooks/whe_1%2F2')).toEqual({ id: 'whe_1/2' });
    expect(compilePath('/v1/webhooks/{id}')('/v1/webhooks/a/b')).toBeUndefined();
  });
});
