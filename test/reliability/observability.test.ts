import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { metricCatalogue } from '../../lib/metrics';
import { call, stackLogs } from '../support/api';
import { invoiceObject, mapNewCustomer, now, signingSecrets, stripeBody, stripeHeaders } from '../support/billing';
import { settledEmailsTo } from '../support/email';
import { createTestTicket, createTestUser } from '../support/fixtures';
import { ULID } from '../support/events';
import { mode, report } from './mode';
import { demo as stackDemo } from '../support/stack';

const demo = stackDemo as { admin_token: string };
type Line = Record<string, unknown> & {
  _aws?: { Timestamp: number; CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] };
};

/** What CloudWatch requires of an EMF line: every dimension and metric a directive names is a top-level member of the right type. */
function emfViolations(line: Line): string[] {
  const violations: string[] = [];
  for (const directive of line._aws!.CloudWatchMetrics) {
    if (!directive.Namespace) violations.push('no namespace');
    for (const name of directive.Dimensions.flat()) if (typeof line[name] !== 'string') violations.push(`dimension ${name}`);
    for (const { Name } of directive.Metrics) if (typeof line[Name] !== 'number') violations.push(`metric ${Name}`);
  }
  return violations;
}

describe(`observability of the running stack (${mode} mode)`, () => {
  it('every request’s lines carry our, Lambda’s and API Gateway’s request ids, and the metrics are valid EMF', async () => {
    // Traffic of every kind: success, client errors, a webhook and its duplicate, a decision and its email.
    const ids: string[] = [];
    for (const path of ['/v1/vocabularies/topics/changelog', '/v1/nope', '/v1/vocabularies/topics/changelog?limit=0'])
      ids.push((await call(path)).headers.get('x-request-id')!);
    const user = await createTestUser();
    const customer = await mapNewCustomer(user.organizationId);
    const body = stripeBody({ id: `evt_${ulid()}`, type: 'invoice.finalized', created: now(), object: invoiceObject(customer) });
    for (let i = 0; i < 2; i++)
      ids.push(
        (await call('/v1/billing/stripe/webhook', { method: 'POST', headers: stripeHeaders(body, signingSecrets().stripe[0]!), body })).headers.get(
          'x-request-id',
        )!,
      );
    const ticket = await createTestTicket();
    const decided = await call(`/v1/admin/reviews/${ticket.ticketId}/decide`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Service-Admin-Token': demo.admin_token },
      body: JSON.stringify({ decision: 'approve' }),
    });
    ids.push(decided.headers.get('x-request-id')!);
    expect(await settledEmailsTo(ticket.email)).toHaveLength(1);

    const lines = stackLogs() as Line[];
    for (const id of ids) {
      const ofRequest = lines.filter((line) => line.requestId === id);
      expect(ofRequest.length, id).toBeGreaterThan(0);
      for (const line of ofRequest) {
        expect(line.awsRequestId, JSON.stringify(line)).toMatch(ULID);
        expect(line.apiRequestId, JSON.stringify(line)).toMatch(ULID);
        // The spine's invocation fields (lib/logger.ts): the trace id is X-Ray's, absent locally.
        expect(typeof line.coldStart, JSON.stringify(line)).toBe('boolean');
      }
      // Exactly one access line per request, and it is the Requests metric.
      expect(
        ofRequest.filter((line) => line.message === 'request completed' && line.Requests === 1),
        id,
      ).toHaveLength(1);
    }
    // The email worker's lines: its own request id per message, and the invocation's awsRequestId.
    const workerLines = lines.filter((line) => typeof line.messageId === 'string');
    expect(workerLines.length).toBeGreaterThan(0);
    for (const line of workerLines) {
      expect([line.requestId, line.awsRequestId], JSON.stringify(line)).toEqual([expect.stringMatching(ULID), expect.stringMatching(ULID)]);
      expect(typeof line.coldStart, JSON.stringify(line)).toBe('boolean');
    }
    const metricLines = lines.filter((line) => line._aws);
    for (const line of metricLines) expect(emfViolations(line), JSON.stringify(line)).toEqual([]);
    const seen = new Set(
      metricLines.flatMap((line) =>
        line._aws!.CloudWatchMetrics.flatMap((d) =>
          d.Metrics.map((m) => `${m.Name}${typeof line.outcome === 'string' && m.Name !== 'Requests' ? `{outcome=${line.outcome}}` : ''}`),
        ),
      ),
    );
    for (const expected of ['Requests', 'WebhookEvents{outcome=applied}', 'WebhookEvents{outcome=duplicate}', 'Emails{outcome=sent}'])
      expect([...seen], expected).toContain(expected);
    const namespaces = new Set(metricLines.flatMap((line) => line._aws!.CloudWatchMetrics.map((d) => d.Namespace)));
    expect(namespaces.size).toBe(1);
    report({
      area: 'Observability',
      check: 'request ids and metrics in the stack’s log',
      tried: `${ids.length} requests of every kind (success, 400, 404, a webhook and its duplicate, a review decision and its email), then the whole log (${lines.length} lines, ${metricLines.length} with metrics)`,
      outcome: `every line of each request carries requestId, awsRequestId and apiRequestId (the email worker's lines, requestId and awsRequestId); one access line per request; every metric line is valid EMF in one namespace; seen: ${[...seen].sort().join(', ')} (of ${new Set(Object.values(metricCatalogue).map((m) => m.name)).size} metric names; the rest are tried in test/unit/metrics.test.ts and the abuse checks)`,
    });
  }, 60_000);
});
