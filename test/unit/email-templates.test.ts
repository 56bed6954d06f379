import { describe, expect, it } from 'vitest';
import { renderEmail, renderReviewOutcome } from '../../lib/email/templates';
import { outboxEmail } from '../../lib/email/emails';

const base = { ticket_id: 'rvw_01JDEM0000000000000000001', organization_name: 'Acme <Robotics>' };

describe('review-outcome emails', () => {
  it('have one template per decision, in text and HTML', () => {
    const approve = renderReviewOutcome({ ...base, decision: 'approve' });
    const conditional = renderReviewOutcome({ ...base, decision: 'approve-conditional', conditions: ['First', 'Second'] });
    const reject = renderReviewOutcome({ ...base, decision: 'reject', reason: 'Missing documents' });
    expect(new Set([approve.subject, conditional.subject, reject.subject]).size).toBe(3);
    expect(conditional.text).toMatch(/- First\n- Second/);
    expect(conditional.html).toMatch(/<li>First<\/li><li>Second<\/li>/);
    expect(reject.text).toContain('Reason: Missing documents');
    for (const email of [approve, conditional, reject]) expect(email.text).toContain(base.ticket_id);
  });

  it('escape every value in HTML', () => {
    const email = renderReviewOutcome({ ...base, decision: 'reject', reason: '<script>alert(1)</script>' });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.html).toContain('Acme &lt;Robotics&gt;');
  });
});

describe('the webhook-endpoint-disabled email', () => {
  const data = {
    organization_name: 'Acme <Robotics>',
    endpoint_id: 'whe_01JDEM0000000000000000004',
    url: 'https://hooks.example.com/in?a=1&b=<2>',
    failing_since: '2026-11-01T00:00:00.000Z',
    disabled_at: '2026-11-06T00:00:01.000Z',
  };

  it('names the endpoint, its URL, since when it failed and how to enable it again, in text and escaped HTML', () => {
    const email = renderEmail(outboxEmail.parse({ kind: 'webhook_endpoint_disabled', data }));
    expect(email.subject).toBe('Webhook endpoint disabled: whe_01JDEM0000000000000000004');
    for (const value of [data.endpoint_id, data.url, data.failing_since, 'PATCH /v1/webhooks/{id}']) expect(email.text).toContain(value);
    expect(email.html).toContain('Acme &lt;Robotics&gt;');
    expect(email.html).toContain('b=&lt;2&gt;');
    expect(email.html).not.toContain('<2>');
  });

  it('is refused by the outbox schema when its data is incomplete', () => {
    expect(outboxEmail.safeParse({ kind: 'webhook_endpoint_disabled', data: { ...data, url: undefined } }).success).toBe(false);
  });
});
