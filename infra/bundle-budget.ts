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
  'propose-personality': 185 * KiB,
  // The spine, the Bedrock Runtime client (ApplyGuardrail) and the token check.
  'create-personality': 181 * KiB,
  'decide-review': 162 * KiB,
  // The SQS client came with outgoing webhooks: applied changes hand their webhook events to the fan-out (164.4 KiB measured).
  'receive-provider-webhook': 173 * KiB,
  'send-email': 128 * KiB,
  'relay-outbox': 130 * KiB,
  // Reads every operation's route, for 405's Allow.
  'not-found': 157 * KiB,
  // Outgoing webhooks: the routes that put a delivery on its queue carry the SQS client (158.9, 159.7 KiB measured).
  'test-webhook-endpoint': 167 * KiB,
  'retry-webhook-delivery': 168 * KiB,
  // Workers without the HTTP spine: the fan-out, the delivery function (node:https, ipaddr.js, the email outbox), the sweeper (125.9, 134.9, 124.9 KiB).
  'fan-out-webhook-events': 133 * KiB,
  'deliver-webhooks': 142 * KiB,
  'sweep-webhooks': 131 * KiB,
};

/** Every other function: the DynamoDB floor, the spine and one domain module. */
const defaultBudget = 154 * KiB;

/** The size ceiling of a function's deployed package (zip bytes); the infra tests check every synth against it. */
export function packageBudgetBytes(functionName: string): number {
  return budgets[functionName] ?? defaultBudget;
}
