/**
 * Package size ceilings: the zip Lambda receives (`infra/asset-zip.ts`, as `cdk deploy` uploads the
 * staged asset), in bytes, checked by the infra tests on every synth. Each is the size measured by
 * `npm run bench` (BENCHMARKS.md, section 1) plus about 5 %: a function that outgrows its ceiling
 * should be looked at, not the ceiling raised by reflex.
 */
const KiB = 1024;
const budgets: Record<string, number> = {
  // The spine, the Bedrock Runtime client (Converse and ApplyGuardrail, loaded on first use) and
  // the prompt with its tool schema; no rule of the local stand-in (test/infra/bundles.test.ts).
  'from-guided-prompt': 185 * KiB,
  // The spine, the Bedrock Runtime client (ApplyGuardrail) and the token check; the SQS client
  // came with its webhook event (183.1 KiB measured, 172 before).
  'create-personality': 193 * KiB,
  // Changing a personality: the guardrail client and the SQS client of its webhook event, as creating one (186.7 KiB measured).
  'update-personality': 196 * KiB,
  // Deleting one: the SQS client of its webhook event (157.6 KiB measured).
  'delete-personality': 166 * KiB,
  'decide-review': 162 * KiB,
  // The SQS client came with outgoing webhooks: applied changes hand their webhook events to the fan-out (162.4 KiB measured).
  'receive-provider-webhook': 171 * KiB,
  'send-email': 128 * KiB,
  'relay-outbox': 130 * KiB,
  // Reads every operation's route, for 405's Allow (153.3 KiB measured with the webhook routes).
  'not-found': 161 * KiB,
  // Outgoing webhooks: the routes that put a delivery on its queue carry the SQS client (157.3, 158.0 KiB measured);
  // those that check a URL carry ipaddr.js and the URL rules (154.3, 154.6).
  'test-webhook-endpoint': 166 * KiB,
  'retry-webhook-delivery': 166 * KiB,
  'create-webhook-endpoint': 162 * KiB,
  'update-webhook-endpoint': 163 * KiB,
  // Sign-in: jose's JWKS and asymmetric verification beside the session's issuing (155.9 KiB measured).
  'sign-in': 164 * KiB,
  // Workers without the HTTP spine: the fan-out, the delivery function (node:https, ipaddr.js, the email outbox), the sweeper (126.4, 135.6, 125.5 KiB).
  'fan-out-webhook-events': 133 * KiB,
  'deliver-webhooks': 143 * KiB,
  'sweep-webhooks': 132 * KiB,
};

/**
 * Every other function: the DynamoDB floor, the spine and one domain module. The spine grew with
 * HEAD, conditional reads, Idempotency-Key, CORS and RFC 6750 answers (issue 39): 154.2 KiB
 * measured for list-invoices, the largest, and about 150 before.
 */
const defaultBudget = 162 * KiB;

/** The size ceiling of a function's deployed package (zip bytes); the infra tests check every synth against it. */
export function packageBudgetBytes(functionName: string): number {
  return budgets[functionName] ?? defaultBudget;
}
