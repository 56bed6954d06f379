import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTopicVersions } from '../../infra/local/demo-data';
import { spawnLocalStack, type SpawnedStack } from '../../infra/local/spawn-stack';
import { invoiceObject, stripeBody, stripeHeaders } from '../support/billing';
import { contractCheckedFetch } from '../support/api';
import { testStackEnv } from '../support/stack-config';
import { opsArgs } from '../support/cli';

const run = promisify(execFile);

/**
 * Issue 30's acceptance, black-box against a local stack of its own (its vocabulary must not
 * change what the other tests' stack proposes): the operator publishes twenty versions of 1,000
 * long topics, the public changelog lists every one through its cursors, a guided proposal is
 * still accepted, and among 600 invoices of which 4 are paid the first `status=paid` page holds
 * the four. Every response is checked against the OpenAPI document.
 */
/**
 * What a test here may take: these are correctness checks at size (thousands of writes through the
 * operator CLI and the API), not timings, which the benchmarks measure. About 30-40 s each on a
 * busy 2-core machine, so the suite's default of 30 s would fail a correct run.
 */
const SCALE_TIMEOUT_MS = 180_000;

describe('scale without surprises (issue 30), against a stack of its own', () => {
  let stack: SpawnedStack;
  let demo: { webhook_secrets: { stripe: string }; users: { email: string; billing_customer_id: string }[] };
  beforeAll(async () => {
    stack = await spawnLocalStack({ ...testStackEnv, LOG_LEVEL: 'warn', RATE_LIMIT_WEBHOOK: '10000/10000', RATE_LIMIT_AUTHENTICATED: '10000/10000' });
    demo = stack.demo as typeof demo;
  }, 120_000);
  afterAll(() => stack?.stop());

  const operator = async (...args: string[]) =>
    JSON.parse((await run(process.execPath, opsArgs(...args, '--dir', stack.dir), { maxBuffer: 64 * 1024 * 1024 })).stdout);
  const http = async (path: string, init: RequestInit = {}) => {
    const response = await contractCheckedFetch(`${stack.info.base_url}${path}`, init);
    const text = await response.text();
    return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined };
  };

  it(
    'publishes twenty versions of 1,000 long topics, lists every one through the changelog cursors, and still accepts a proposal',
    async () => {
      // Each version keeps the demo topics (so a description still finds its subjects) and replaces 1,000 - n long ones.
      const kept = demoTopicVersions.at(-1)!.topics;
      const versions = Array.from({ length: 20 }, (_, v) => ({
        version: `scale.${v}`,
        summary: `Twenty versions of the largest size, number ${v}`,
        topics: [
          ...kept,
          ...Array.from({ length: 1000 - kept.length }, (_, i) => ({
            id: `v${v}-${String(i).padStart(4, '0')}-`.padEnd(64, 'a'),
            label: `Version ${v} topic ${i} `.padEnd(100, 'l'),
          })),
        ],
      }));
      const file = join(stack.dir, 'versions.json');
      writeFileSync(file, JSON.stringify(versions));
      const published = await operator('vocabulary:publish', '--file', file);
      expect(published.versions).toHaveLength(20);
      expect(
        published.versions.slice(1).every((v: { added: number; removed: number }) => v.added === 1000 - kept.length && v.removed === 1000 - kept.length),
      ).toBe(true);

      const listed: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await http(`/v1/vocabularies/topics/changelog?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        expect(page.status).toBe(200);
        expect(page.json.data.length).toBeGreaterThan(0);
        listed.push(...page.json.data.map((e: { version: string }) => e.version));
        cursor = page.json.next_cursor;
      } while (cursor);
      expect(listed).toEqual([...versions.map((v) => v.version)].reverse().concat([...demoTopicVersions].reverse().map((v) => v.version)));
      const first = await http('/v1/vocabularies/topics/changelog?limit=100');
      expect((await http('/v1/vocabularies/topics/changelog?limit=100', { headers: { 'If-None-Match': first.headers.get('etag')! } })).status).toBe(304);

      const email = 'alice@acme.example';
      const token = (await run(process.execPath, opsArgs('token', '--email', email, '--dir', stack.dir))).stdout.trim();
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const description = 'A patient homework helper for kids aged 8 to 12 that explains maths and science.';
      const proposal = await http('/v1/personalities/from-guided-prompt', { method: 'POST', headers: auth, body: JSON.stringify({ description }) });
      expect(proposal.status).toBe(200);
      expect(proposal.json.vocabulary_version).toBe('scale.19');
      const accepted = await http('/v1/personalities', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          ...proposal.json.proposal,
          source: 'guided_prompt',
          source_ref: description,
          proposal_token: proposal.json.proposal_token,
          sensitivity_declaration: { level: 'high', categories: ['minors'], confirmed: true },
          critical_answers: proposal.json.critical_questions.map((q: { id: string }) => ({
            question_id: q.id,
            answer: 'Ages 8 to 12, with a parent present.',
          })),
        }),
      });
      expect(accepted.status).toBe(201);
      expect(accepted.json.vocabulary_version).toBe('scale.19');
    },
    SCALE_TIMEOUT_MS,
  );

  it(
    'among 600 invoices of which 4 are paid, lists the four on the first status=paid page, and no page is empty with a cursor',
    async () => {
      // Globex, whose seeded history is one open invoice: 601 in all once these 600 arrive, 4 of them paid.
      const { email, billing_customer_id: customer } = demo.users.find((u) => u.email.endsWith('@globex.example'))!;
      const paid = new Set([5, 211, 402, 597]);
      const send = async (i: number) => {
        const object = invoiceObject(customer, {
          created: 1_790_000_000 + i,
          ...(paid.has(i) ? { status: 'paid', amount_paid: 1200, amount_remaining: 0 } : {}),
        });
        const body = stripeBody({
          id: `evt_${ulid()}`,
          type: paid.has(i) ? 'invoice.paid' : 'invoice.finalized',
          created: Math.floor(Date.now() / 1000),
          object,
        });
        const res = await fetch(`${stack.info.base_url}/v1/billing/stripe/webhook`, {
          method: 'POST',
          headers: stripeHeaders(body, demo.webhook_secrets.stripe),
          body,
        });
        expect(res.status).toBe(200);
      };
      for (let i = 0; i < 600; i += 25) await Promise.all(Array.from({ length: 25 }, (_, j) => send(i + j)));

      const token = (await run(process.execPath, opsArgs('token', '--email', email, '--dir', stack.dir))).stdout.trim();
      const auth = { authorization: `Bearer ${token}` };
      const first = await http('/v1/billing/invoices?status=paid&limit=20', { headers: auth });
      expect(first.json.data.map((i: { status: string }) => i.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
      expect(first.json.next_cursor).toBeNull();

      for (const filter of ['status=open&', '']) {
        let count = 0;
        let cursor: string | null = null;
        do {
          const page = await http(`/v1/billing/invoices?${filter}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { headers: auth });
          expect(page.status).toBe(200);
          expect(page.json.data.length).toBeGreaterThan(0);
          count += page.json.data.length;
          cursor = page.json.next_cursor;
        } while (cursor);
        expect(count).toBe(filter ? 597 : 601);
      }
    },
    SCALE_TIMEOUT_MS,
  );
});
