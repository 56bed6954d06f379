import { ulid } from 'ulid';
import { ServiceClient } from '../../client/index';
import { Refusal } from '../../lib/contract/refusals';
import type { Target } from './target';

/** One step of the smoke test, as it reports it. */
interface Check {
  name: string;
  ok: boolean;
  detail?: string;
}

/**
 * A client's first hour against a stack, through the SDK: a session refreshes; the profile's ETag
 * is accepted by If-Match; the vocabulary is published; a signed provider invoice (with
 * `customer`) lands and is listed; a proposal is accepted and read back at its Location; a review
 * ticket is decided and its email queued; logout ends the session. It writes what it tests (an
 * invoice, a personality, a ticket, an email to the user): run it with a user of a test
 * organization. Stops at the first failing step.
 */
export async function runSmokeTest(target: Target, { email, customer }: { email: string; customer?: string }) {
  const { startSession } = await import('../../lib/sessions/start-session');
  const { openReview } = await import('../../lib/reviews/open');
  const checks: Check[] = [];
  const step = async <T>(name: string, run: () => Promise<T>, verify: (value: T) => string | undefined = () => undefined): Promise<T> => {
    let value: T;
    try {
      value = await run();
    } catch (error) {
      checks.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
      throw new Refusal(
        'conflict',
        `Smoke test failed at "${name}": ${checks.at(-1)!.detail}; passed: ${
          checks
            .filter((c) => c.ok)
            .map((c) => c.name)
            .join(', ') || 'none'
        }`,
      );
    }
    const problem = verify(value);
    checks.push(problem ? { name, ok: false, detail: problem } : { name, ok: true });
    if (problem) throw new Refusal('conflict', `Smoke test failed at "${name}": ${problem}`);
    return value;
  };

  const session = await step('open a session (session:create)', () => startSession({ email }));
  const api = new ServiceClient({
    baseUrl: target.apiUrl,
    refreshToken: session.refresh_token,
    adminToken: (await target.secrets.read('adminToken')) as string,
  });
  await step('refresh the session', () => api.refreshSession());
  const me = await step(
    'read the profile (GET /v1/me)',
    () => api.getMe(),
    (r) => (r.notModified || r.value.email.toLowerCase() !== email.toLowerCase() ? 'not the user' : undefined),
  );
  await step("patch it with the profile's ETag as If-Match", () => api.updateMe({}, { ifMatch: me.etag }));
  await step(
    'read the topic changelog',
    () => api.getTopicChangelog(),
    (r) => (r.notModified || r.value.data.length === 0 ? 'no published vocabulary version (vocabulary:publish)' : undefined),
  );

  let invoiceId: string | undefined;
  if (customer) {
    const { invoice } = await import('../../infra/local/demo-data');
    const { sendProviderEvent } = await import('../../infra/local/webhook-signer');
    const secret = ((await target.secrets.read('webhookSigningSecrets')) as Record<string, string[]>).stripe?.[0];
    if (!secret) throw new Refusal('not_found', 'No stripe signing secret is set (webhook-secret:set)');
    const created = Math.floor(Date.now() / 1000);
    const object = invoice(`in_smoke${ulid()}`, customer, 'open', created, 1200, `SMOKE-${created}`);
    await step(
      'deliver a signed provider invoice',
      () => sendProviderEvent(target.apiUrl, 'stripe', secret, { id: `evt_smoke${ulid()}`, type: 'invoice.finalized', created, object }),
      (r) => (r.status === 200 ? undefined : `the webhook answered ${r.status}`),
    );
    const page = await step(
      'list it (GET /v1/billing/invoices?status=open)',
      () => api.listInvoices({ status: 'open', limit: 5 }),
      (r) =>
        r.data.some((i) => i.provider_invoice_id === object.id) ? undefined : `not listed (is ${customer} mapped to the user's organization? customer:map)`,
    );
    invoiceId = page.data.find((i) => i.provider_invoice_id === object.id)!.id;
    await step('read it (GET /v1/billing/invoices/{id})', () => api.getInvoice(invoiceId!));
  }

  const description = 'A patient maths tutor for adults returning to study, who explains algebra step by step and never just gives the answer.';
  const proposal = await step(
    'propose a personality through the model and the guardrail (guided prompt)',
    () =>
      api.fromGuidedPrompt({ description }).catch((error: { code?: string; message?: string }) => {
        // The first call after a deploy is where a model without access shows.
        if (error.code === 'service_unavailable')
          throw new Error(`503: the model or the guardrail did not answer; is access to the stage's model enabled? (docs/operations.md, "Model access")`);
        throw error;
      }),
    (r) => (r.status === 'ready' && r.proposal ? undefined : `status ${r.status}`),
  );
  const { suggested_sensitivity, ...fields } = proposal.proposal!;
  const personality = await step('accept the proposal (POST /v1/personalities)', () =>
    api.createPersonality({
      ...fields,
      source: 'guided_prompt',
      source_ref: description,
      proposal_token: proposal.proposal_token,
      sensitivity_declaration: { ...suggested_sensitivity, confirmed: true },
      critical_answers: proposal.critical_questions.map((q) => ({ question_id: q.id, answer: 'Reviewed by the operator smoke test.' })),
    }),
  );
  await step(
    'read it back at its Location',
    () => api.getPersonality(personality.id),
    (r) => (r.id === personality.id ? undefined : 'another personality'),
  );
  await step(
    'find it first in the list',
    () => api.listPersonalities({ limit: 1 }),
    (r) => (r.data[0]?.id === personality.id ? undefined : 'not first'),
  );

  const ticket = await step('open a review ticket (review:open)', () =>
    openReview({ organizationId: session.organization_id, developerEmail: email, title: 'Smoke test review' }),
  );
  await step(
    'decide it as an admin (email queued)',
    () => api.decideReview(ticket.id, { decision: 'approve' }),
    (r) => (r.email.status === 'queued' ? undefined : 'no email queued'),
  );

  await step('log out', () => api.logout());
  const after = new ServiceClient({ baseUrl: target.apiUrl, refreshToken: session.refresh_token });
  await step(
    'the ended session no longer refreshes',
    () =>
      after.refreshSession().then(
        () => 'refreshed',
        (error: { code?: string }) => error.code ?? 'error',
      ),
    (r) => (r === 'invalid_refresh_token' ? undefined : `refresh answered ${r}`),
  );

  return {
    ok: true,
    api_url: target.apiUrl,
    organization_id: session.organization_id,
    checks: checks.map((c) => c.name),
    invoice_id: invoiceId ?? null,
    personality_id: personality.id,
    review_ticket_id: ticket.id,
  };
}
