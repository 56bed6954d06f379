import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ulid } from 'ulid';
import { call, expectProblem, stackLogs } from '../support/api';
import { scanTable } from '../support/fixtures';
import { bearer, signedInAs, signedInUser } from '../support/sessions';

const demo = inject('demo') as { users: { id: string; organization_id: string }[]; webhook_endpoints: string[] };

/** Every 8-character window of a value: what a "last digits" or "prefix" leak would show. */
function fragments(secret: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 8 <= secret.length; i++) out.add(secret.slice(i, i + 8));
  return [...out];
}

async function demoUserToken(index: number) {
  return (await signedInAs({ userId: demo.users[index]!.id })).accessToken;
}

describe('GET /v1/webhooks/{id}', () => {
  it("reads the organization's endpoint and never shows its secret or anything derived from it", async () => {
    // Bob (Globex) reads Globex's endpoint; the seeded secret is looked up in the table directly.
    const bob = await demoUserToken(1);
    const items = await scanTable();
    const globexEndpoints = items.filter((i) => i.entity === 'WebhookEndpoint' && i.organization_id === demo.users[1]!.organization_id);
    expect(globexEndpoints.length).toBeGreaterThanOrEqual(1);
    const endpoint = globexEndpoints[0]!;
    // The secret is an item of its own, outside the organization's partition.
    expect(endpoint.secret).toBeUndefined();
    const secret = items.find((i) => i.entity === 'WebhookEndpointSecret' && i.endpoint_id === endpoint.id)!.secret as string;
    expect(secret).toMatch(/^whsec_/);

    const res = await call(`/v1/webhooks/${String(endpoint.id)}`, { headers: bearer(bob) });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: endpoint.id,
      url: endpoint.url,
      description: endpoint.description ?? null,
      events: endpoint.events,
      status: 'enabled',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      secret_rotated_at: expect.any(String),
    });

    const requestId = res.headers.get('x-request-id')!;
    const logs = stackLogs()
      .filter((line) => line.requestId === requestId)
      .map((line) => JSON.stringify(line));
    expect(logs.length).toBeGreaterThan(0);
    const seen = [res.text, JSON.stringify([...res.headers]), ...logs].join('\n');
    const encoded = secret.slice('whsec_'.length);
    const derived = [createHash('sha256').update(secret).digest('hex'), createHash('sha256').update(secret).digest('base64')];
    for (const fragment of [...fragments(secret), ...fragments(encoded), ...derived.flatMap(fragments)]) {
      expect(seen).not.toContain(fragment);
    }
  });

  it("answers another organization's endpoint exactly like a missing one", async () => {
    const alice = await demoUserToken(0);
    const items = await scanTable();
    const globex = items.find((i) => i.entity === 'WebhookEndpoint' && i.organization_id === demo.users[1]!.organization_id)!;
    const foreign = await call(`/v1/webhooks/${String(globex.id)}`, { headers: bearer(alice) });
    const missing = await call(`/v1/webhooks/whe_${ulid()}`, { headers: bearer(alice) });
    expectProblem(foreign, 404, 'not_found');
    expect({ ...foreign.json, request_id: 0, instance: 0 }).toEqual({ ...missing.json, request_id: 0, instance: 0 });
  });

  it.each(['nope', 'whe_', `inv_${ulid()}`, 'whe_' + '0'.repeat(40)])('answers a malformed id %j with 400', async (id) => {
    const user = await signedInUser();
    expectProblem(await call(`/v1/webhooks/${id}`, { headers: bearer(user.accessToken) }), 400, 'invalid_request');
  });

  it('requires a valid access token', async () => {
    expectProblem(await call(`/v1/webhooks/${demo.webhook_endpoints[0]}`), 401, 'unauthenticated');
  });
});
