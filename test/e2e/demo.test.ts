import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { bearer, signedInAs } from '../support/sessions';
import { eventually } from '../support/webhook-receiver';
import { demo as stackDemo } from '../support/stack';

const demo = stackDemo as Record<string, any>;

describe('.local/demo.json', () => {
  it('has every field of contract section 7', () => {
    expect(demo).toEqual({
      base_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      admin_token: expect.any(String),
      webhook_secrets: { stripe: expect.stringMatching(/^whsec_/), standard: expect.stringMatching(/^whsec_/) },
      email_inbox_url: expect.stringMatching(/^http:/),
      // Added (issue 29): the other stand-ins' base URLs, which snippets read instead of pinning a port.
      bedrock_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      dynamodb_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      users: expect.any(Array),
      review_tickets: expect.any(Array),
      invoices: expect.any(Array),
      webhook_endpoints: expect.any(Array),
      // Added with outgoing webhooks: the endpoint that points at nothing (contract 7 keys kept, none renamed).
      failing_webhook_endpoint: expect.stringMatching(/^whe_/),
      // Contract 4.1 and 7: the stack's own OpenID provider, and (added) its demo client.
      oidc_issuer_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      oidc_client_id: 'service-local-demo',
      notes: [expect.stringContaining('rotates'), expect.stringContaining('revokes that session')],
    });
    for (const user of demo.users) {
      expect(user).toEqual({
        id: expect.stringMatching(/^usr_/),
        email: expect.stringContaining('@'),
        organization_id: expect.stringMatching(/^org_/),
        billing_customer_id: expect.stringMatching(/^cus_/),
        refresh_token: expect.any(String),
      });
    }
  });

  it('seeds two organizations, three open review tickets, and billing and endpoints for each', () => {
    expect(new Set(demo.users.map((u: { organization_id: string }) => u.organization_id)).size).toBeGreaterThanOrEqual(2);
    expect(demo.review_tickets.length).toBeGreaterThanOrEqual(3);
    expect(demo.invoices.length).toBeGreaterThanOrEqual(2);
    expect(demo.webhook_endpoints.length).toBeGreaterThanOrEqual(2);
  });

  it('has an endpoint that points at nothing, whose deliveries visibly fail and retry', async () => {
    expect(demo.webhook_endpoints).toContain(demo.failing_webhook_endpoint);
    const owner = demo.users.find((u: { organization_id: string }) => u.organization_id === demo.users[0].organization_id);
    const { accessToken } = await signedInAs({ userId: owner.id });
    const path = `/v1/webhooks/${demo.failing_webhook_endpoint}`;
    expect((await call(path, { headers: bearer(accessToken) })).json).toMatchObject({ url: 'http://127.0.0.1:9/webhooks', events: ['*'] });
    // After 5 days of failures (7 minutes at the default time scale) the service disables it; enabled again here.
    const enabled = await call(path, {
      method: 'PATCH',
      headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
      body: '{"status":"enabled"}',
    });
    expect(enabled.json.status).toBe('enabled');
    const { delivery_id } = (await call(`${path}/test`, { method: 'POST', headers: bearer(accessToken) })).json;
    const delivery = await eventually(async () => {
      const log = await call(`${path}/deliveries?limit=100`, { headers: bearer(accessToken) });
      const found = log.json.data.find((d: { id: string }) => d.id === delivery_id);
      return found?.attempts.length >= 2 ? found : undefined;
    });
    expect(delivery.status).toBe('pending');
    expect(delivery.next_attempt_at).not.toBeNull();
    for (const attempt of delivery.attempts) expect(attempt).toMatchObject({ response_status: null, error: 'connection refused' });
  });

  it('points email_inbox_url at an SES stand-in whose /store lists emails', async () => {
    const store = (await (await fetch(`${demo.email_inbox_url}/store`)).json()) as { emails: unknown };
    expect(Array.isArray(store.emails)).toBe(true);
    expect((await fetch(`${demo.email_inbox_url}/`)).status).toBe(200);
  });

  it('hands out refresh tokens that work', async () => {
    // The last demo user's token is spent by no other test.
    const last = demo.users.at(-1);
    const res = await call('/v1/auth/refresh', { method: 'POST', headers: { Cookie: `service_refresh=${last.refresh_token}` } });
    expect(res.status).toBe(200);
  });
});
