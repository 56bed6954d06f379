/**
 * Sends a signed payment-provider event to the local stack, the way the provider would.
 *
 *   npm run webhook:send -- --provider stripe --event scripts/examples/invoice-paid.json
 *   npm run webhook:send -- --provider standard --event my-event.json
 *
 * The file holds `{ "id", "type", "created", "data": { "object": {...} } }` (Stripe's shape; for
 * `standard` the id becomes the webhook-id header). `created` may be omitted (now). It is signed
 * with the provider's secret from `.local/demo.json`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sendProviderEvent } from '../infra/local/webhook-signer';

const { values } = parseArgs({
  options: { provider: { type: 'string', default: 'stripe' }, event: { type: 'string' }, dir: { type: 'string', default: '.local' } },
});
if (!values.event || (values.provider !== 'stripe' && values.provider !== 'standard')) {
  process.stderr.write('Usage: npm run webhook:send -- --provider stripe|standard --event <file.json>\n');
  process.exit(2);
}
const demo = JSON.parse(readFileSync(join(values.dir, 'demo.json'), 'utf8')) as { base_url: string; webhook_secrets: Record<string, string> };
const file = JSON.parse(readFileSync(values.event, 'utf8')) as { id: string; type: string; created?: number; data: { object: unknown } };
const result = await sendProviderEvent(demo.base_url, values.provider, demo.webhook_secrets[values.provider]!, {
  id: file.id,
  type: file.type,
  created: file.created ?? Math.floor(Date.now() / 1000),
  object: file.data.object,
});
process.stdout.write(`${result.status} ${JSON.stringify(result.body)}\n`);
process.exit(result.status === 200 ? 0 : 1);
