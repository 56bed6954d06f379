import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { call, expectProblem } from '../support/api';
import { settledEmailsTo } from '../support/email';
import { createTestTicket } from '../support/fixtures';
import { demo as stackDemo } from '../support/stack';

const demo = stackDemo as { admin_token: string };
/** `token: null` sends no admin header at all. */
const decide = (ticketId: string, body: unknown, token: string | null = demo.admin_token) =>
  call(`/v1/admin/reviews/${ticketId}/decide`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token === null ? {} : { 'X-Service-Admin-Token': token }) },
    body: JSON.stringify(body),
  });

describe('POST /v1/admin/reviews/{ticketId}/decide', () => {
  it.each([
    [{ decision: 'approve' }, 'approved', /is approved$/, /approved/],
    [
      { decision: 'approve-conditional', conditions: ['Publish a privacy policy', 'Answer support within 48 h'] },
      'approved_conditional',
      /approved with conditions/,
      /Publish a privacy policy[\s\S]*Answer support within 48 h/,
    ],
    [
      { decision: 'reject', reason: 'The <b>business</b> address could not be verified' },
      'rejected',
      /not approved/,
      /Reason: The <b>business<\/b> address could not be verified/,
    ],
  ])('%j: resolves the ticket, updates the organization and sends exactly one email', async (body, status, subject, text) => {
    const t = await createTestTicket();
    const res = await decide(t.ticketId, body);
    expect(res.status).toBe(200);
    expect(res.json.ticket).toMatchObject({ id: t.ticketId, status: 'resolved', decision: body.decision, decided_at: expect.any(String) });
    expect(res.json.ticket.pk).toBeUndefined();
    expect(res.json.organization).toMatchObject({ id: t.organizationId, review_status: status });
    expect(res.json.email).toEqual({ status: 'queued' });

    const emails = await settledEmailsTo(t.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toMatch(subject);
    expect(emails[0]!.body.text).toMatch(text);
    expect(emails[0]!.body.text).toContain(t.ticketId);
    // HTML escapes what came from the request.
    expect(emails[0]!.body.html).not.toContain('<b>business</b>');
  });

  it('answers a repeat of the same decision with the same 200 and sends nothing more', async () => {
    const t = await createTestTicket();
    const first = await decide(t.ticketId, { decision: 'approve' });
    const again = await decide(t.ticketId, { decision: 'approve' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await settledEmailsTo(t.email)).toHaveLength(1);
  });

  it('refuses a different decision on a resolved ticket with 409', async () => {
    const t = await createTestTicket();
    await decide(t.ticketId, { decision: 'approve' });
    expectProblem(await decide(t.ticketId, { decision: 'reject', reason: 'Changed our mind' }), 409, 'review_already_decided');
  });

  it('lets one of 10 concurrent decisions win; the rest get the same result or 409; one email', async () => {
    const t = await createTestTicket();
    const bodies = Array.from({ length: 10 }, (_, i) =>
      i % 3 === 0 ? { decision: 'approve' } : i % 3 === 1 ? { decision: 'reject', reason: 'No' } : { decision: 'approve-conditional', conditions: ['C'] },
    );
    const responses = await Promise.all(bodies.map((body) => decide(t.ticketId, body)));
    expect(responses.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const winners = new Set(responses.filter((r) => r.status === 200).map((r) => r.json.ticket.decision));
    expect(winners.size).toBe(1);
    const [winner] = winners;
    responses.forEach((r, i) => expect(r.status).toBe(bodies[i]!.decision === winner ? 200 : 409));
    expect(await settledEmailsTo(t.email)).toHaveLength(1);
  });

  it.each([
    [{ decision: 'approve-conditional' }, '/conditions'],
    [{ decision: 'approve-conditional', conditions: [] }, '/conditions'],
    [{ decision: 'reject' }, '/reason'],
    [{ decision: 'approve', conditions: ['x'] }, '/conditions'],
    [{ decision: 'maybe' }, '/decision'],
    [{ decision: 'approve', extra: 1 }, '/extra'],
    [{}, '/decision'],
  ])('refuses %j with 400 at %s', async (body, pointer) => {
    const t = await createTestTicket();
    const res = await decide(t.ticketId, body);
    expectProblem(res, 400, 'invalid_request');
    expect(res.json.errors.map((e: { path: string }) => e.path)).toContain(pointer);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['wrong', 'adm_wrong'],
    ['near miss (one character off)', `${demo.admin_token.slice(0, -1)}${demo.admin_token.endsWith('A') ? 'B' : 'A'}`],
    ['near miss (prefix)', demo.admin_token.slice(0, -1)],
    ['near miss (longer)', `${demo.admin_token}x`],
  ])('refuses a %s admin token with 401 invalid_admin_token', async (_, token) => {
    const t = await createTestTicket();
    expectProblem(await decide(t.ticketId, { decision: 'approve' }, token), 401, 'invalid_admin_token');
  });

  it.each(['not-a-ticket', 'rvw_', `usr_${ulid()}`, "rvw_'; DROP TABLE"])('answers a malformed ticket id %j with 400', async (id) => {
    expectProblem(await decide(encodeURIComponent(id), { decision: 'approve' }), 400, 'invalid_request');
  });

  it('answers an unknown ticket with 404', async () => {
    expectProblem(await decide(`rvw_${ulid()}`, { decision: 'approve' }), 404, 'not_found');
  });
});
