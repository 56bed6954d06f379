import { describe, expect, it } from 'vitest';
import { renderReviewOutcome } from '../../lib/email/templates';

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
