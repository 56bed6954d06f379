import { readFileSync } from 'node:fs';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { createTestTicket } from '../support/fixtures';
import { arbitraryFor } from '../support/schema-arbitrary';
import { bearer, signedInUser } from '../support/sessions';
import { report, scaled } from './mode';
import { demo as stackDemo } from '../support/stack';

/**
 * The document's promise, tested from its side: requests built only from openapi.json's schemas
 * (what a client following it can send) are never refused for a reason the schema could have
 * stated, so never a 400; what is refused for what a schema cannot know (an unknown topic, a
 * token that does not verify, a decided ticket) gets its documented code. Every answer is checked
 * against the document by `call`.
 */
const document = JSON.parse(readFileSync('openapi.json', 'utf8'));
const schemaArbitrary = (schema: unknown) => arbitraryFor(schema as Record<string, unknown>, document);
const bodyOf = (name: string) => schemaArbitrary(document.components.schemas[name]);
const queryOf = (path: string) =>
  fc.record(
    Object.fromEntries(
      (document.paths[path].get.parameters as { name: string; in: string; schema: Record<string, unknown> }[])
        .filter((p) => p.in === 'query' && p.name !== 'cursor')
        .map((p) => [p.name, schemaArbitrary(p.schema)]),
    ),
    { requiredKeys: [] },
  );
const runs = scaled(25, 300);
const json = (body: unknown) => ({ 'Content-Type': 'application/json', body: JSON.stringify(body) });

async function check<T>(
  name: string,
  arbitrary: fc.Arbitrary<T>,
  send: (value: T) => Promise<{ status: number; json: any }>,
  allowed: (status: number, code?: string) => boolean,
) {
  const seen = new Map<string, number>();
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      const res = await send(value);
      const key = `${res.status}${res.json?.code ? ` ${res.json.code}` : ''}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      expect(
        allowed(res.status, res.json?.code),
        `${key} for ${JSON.stringify(value).slice(0, 300)}: ${JSON.stringify(res.json?.errors ?? res.json?.detail)}`,
      ).toBe(true);
    }),
    { numRuns: runs },
  );
  report({
    area: 'Fuzzing',
    check: `Schema-valid ${name}`,
    tried: `${runs} requests generated from openapi.json`,
    outcome: [...seen].map(([k, n]) => `${k}×${n}`).join(', '),
  });
}

describe('requests built from openapi.json alone', () => {
  it('PATCH /v1/me: every schema-valid patch is applied', async () => {
    const user = await signedInUser();
    await check(
      'PATCH /v1/me',
      bodyOf('UpdateMeRequest'),
      (patch) =>
        call('/v1/me', {
          method: 'PATCH',
          headers: { ...bearer(user.accessToken), 'Content-Type': 'application/merge-patch+json' },
          body: JSON.stringify(patch),
        }),
      (s) => s === 200,
    );
  });

  it('POST /v1/admin/reviews/{ticketId}/decide: every schema-valid decision resolves an open ticket', async () => {
    const demo = stackDemo as { admin_token: string };
    await check(
      'review decisions',
      bodyOf('DecideReviewRequest'),
      async (decision) => {
        const { ticketId } = await createTestTicket();
        const { 'Content-Type': type, body } = json(decision);
        return call(`/v1/admin/reviews/${ticketId}/decide`, {
          method: 'POST',
          headers: { 'X-Service-Admin-Token': demo.admin_token, 'Content-Type': type },
          body,
        });
      },
      (s) => s === 200,
    );
  });

  it('POST /v1/personalities: created, or refused only for what a schema cannot know', async () => {
    const user = await signedInUser();
    const semantic = new Set([
      'unknown_topic',
      'invalid_proposal',
      'critical_questions_unanswered',
      'sensitivity_not_confirmed',
      'guided_prompt_policy_violation',
    ]);
    await check(
      'POST /v1/personalities',
      bodyOf('CreatePersonalityRequest'),
      (body) =>
        call('/v1/personalities', { method: 'POST', headers: { ...bearer(user.accessToken), 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      (s, code) => s === 201 || (s === 422 && semantic.has(code!)),
    );
  });

  it('POST /v1/personalities/from-guided-prompt: a proposal, or a documented 422', async () => {
    const user = await signedInUser();
    await check(
      'guided prompts',
      bodyOf('FromGuidedPromptRequest'),
      (body) =>
        call('/v1/personalities/from-guided-prompt', {
          method: 'POST',
          headers: { ...bearer(user.accessToken), 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      (s, code) => s === 200 || (s === 422 && (code === 'guided_prompt_policy_violation' || code === 'invalid_proposal')),
    );
  });

  it.each(['/v1/billing/invoices', '/v1/personalities', '/v1/billing/payment-methods', '/v1/vocabularies/topics/changelog'])(
    'GET %s: every schema-valid query is answered',
    async (path) => {
      const user = await signedInUser();
      await check(
        `GET ${path}`,
        queryOf(path),
        (query) =>
          call(`${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`, {
            headers: bearer(user.accessToken),
          }),
        (s) => s === 200,
      );
    },
  );
});
