import type { OutboxEmail, ReviewOutcomeData, WebhookEndpointDisabledData } from './emails';

/** A rendered email, in text and HTML. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

const paragraphs = (lines: string[]) => lines.map((p) => `<p>${escapeHtml(p)}</p>`).join('');

/** The HTML body: a heading, paragraphs, and optionally a list followed by more paragraphs. */
function page(title: string, before: string[], list: string[] = [], after: string[] = []): string {
  const items = list.length > 0 ? `<ul>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
  return `<!doctype html><html><body style="font-family:sans-serif"><h1>${escapeHtml(title)}</h1>${paragraphs(before)}${items}${paragraphs(after)}</body></html>`;
}

/** Renders the review-outcome email for a decision; every value from the data is escaped in HTML. */
export function renderReviewOutcome(data: ReviewOutcomeData): RenderedEmail {
  const org = data.organization_name;
  const reference = `Reference: review ${data.ticket_id}`;
  switch (data.decision) {
    case 'approve': {
      const subject = `${org} is approved`;
      const lines = [`Good news: the review of ${org} is complete and your organization is approved.`, 'No further action is needed.', reference];
      return { subject, text: lines.join('\n\n'), html: page(subject, lines) };
    }
    case 'approve-conditional': {
      const conditions = data.conditions ?? [];
      const subject = `${org} is approved with conditions`;
      const lines = [`The review of ${org} is complete: your organization is approved on the following conditions.`];
      const tail = ['Please make sure each condition is met.', reference];
      const text = [...lines, conditions.map((c) => `- ${c}`).join('\n'), ...tail].join('\n\n');
      return { subject, text, html: page(subject, lines, conditions, tail) };
    }
    case 'reject': {
      const subject = `${org} was not approved`;
      const lines = [
        `The review of ${org} is complete, and we could not approve your organization.`,
        `Reason: ${data.reason ?? ''}`,
        'You may reply to this email to ask for another review.',
        reference,
      ];
      return { subject, text: lines.join('\n\n'), html: page(subject, lines) };
    }
  }
}

/**
 * Renders the email that tells an organization's developers the service disabled a webhook
 * endpoint, whose deliveries all failed for 5 days or whose receiver answered `410 Gone`; every
 * value is escaped in HTML. It names the endpoint and its URL, never anything of its secret.
 */
export function renderWebhookEndpointDisabled(data: WebhookEndpointDisabledData): RenderedEmail {
  const subject = `Webhook endpoint disabled: ${data.endpoint_id}`;
  const why =
    data.reason === 'gone'
      ? `The receiver of a webhook endpoint of ${data.organization_name} answered 410 Gone, so we disabled it at ${data.disabled_at}`
      : `Every delivery to a webhook endpoint of ${data.organization_name} has failed since ${data.failing_since}, so we disabled it at ${data.disabled_at}`;
  const before = [`${why}; it receives no events until it is enabled again.`, `Endpoint: ${data.endpoint_id}`, `URL: ${data.url}`];
  const after = [
    'Fix the receiver, then set the endpoint\'s status to "enabled" (PATCH /v1/webhooks/{id}). Its failed deliveries stay in its delivery log (GET /v1/webhooks/{id}/deliveries), and each can be sent again (POST .../deliveries/{deliveryId}/retry).',
  ];
  return { subject, text: [...before, ...after].join('\n\n'), html: page(subject, before, [], after) };
}

/** Renders an outbox email with its kind's template. */
export function renderEmail(email: OutboxEmail): RenderedEmail {
  switch (email.kind) {
    case 'review_outcome':
      return renderReviewOutcome(email.data);
    case 'webhook_endpoint_disabled':
      return renderWebhookEndpointDisabled(email.data);
  }
}
