import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { call } from '../support/api';

const demo = inject('demo') as Record<string, any>;

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
