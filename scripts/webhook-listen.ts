/**
 * `npm run webhook:listen`: a webhook receiver on this machine, like `stripe listen`. It listens
 * on a loopback port, prints each delivery it receives (its `webhook-id`, event type and event
 * id) and whether its signature verifies with the official `standardwebhooks` library.
 *
 * By default it signs in to the local stack as a demo user (`--email`, default the first user of
 * `.local/demo.json`), registers an endpoint pointing at itself through the API
 * (`POST /v1/webhooks`, events `--events`, default `*`), prints its id and signing secret, and
 * deletes it when stopped (Ctrl-C; `--keep` keeps it). With `--secret` it only listens (on
 * `--port`) for an endpoint you registered yourself. `--status <code>` answers every delivery
 * with that status instead of 200, to watch the retry schedule.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { commands } from './ops/commands';
import { localTarget } from './ops/target';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    events: { type: 'string', default: '*' },
    port: { type: 'string', default: '0' },
    secret: { type: 'string' },
    status: { type: 'string', default: '200' },
    dir: { type: 'string' },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const usage = `npm run webhook:listen -- [--email <demo user>] [--events <type,...|*>] [--port <n>] [--status <code>] [--keep] [--dir <stack dir>]
npm run webhook:listen -- --secret <whsec_...> --port <n>     (an endpoint you registered yourself)
`;
if (values.help) {
  process.stdout.write(usage);
  process.exit(0);
}
const status = Number(values.status);
if (!Number.isInteger(status) || status < 200 || status > 599) {
  process.stderr.write(`--status must be an HTTP status from 200 to 599\n${usage}`);
  process.exit(2);
}

/** Where the API is: the local stack's (not needed to listen with a secret of your own). */
function stackTarget() {
  try {
    return localTarget(values.dir);
  } catch (error) {
    process.stderr.write(`webhook:listen: ${(error as Error).message}\n`);
    process.exit(1);
  }
}
const target = values.secret ? undefined : stackTarget();
const line = (text: string) => process.stdout.write(`${text}\n`);

let secret = values.secret;
let endpointId: string | undefined;
let accessToken: string | undefined;

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const header = (name: string) => String(req.headers[name] ?? '');
    let verdict = 'signature not checked (no secret)';
    let event: { id?: string; type?: string } = {};
    try {
      event = JSON.parse(body) as typeof event;
    } catch {
      // Printed as it is below.
    }
    if (secret) {
      try {
        new Webhook(secret).verify(body, {
          'webhook-id': header('webhook-id'),
          'webhook-timestamp': header('webhook-timestamp'),
          'webhook-signature': header('webhook-signature'),
        });
        verdict = `signature verified (${header('webhook-signature').split(' ').length} signature(s))`;
      } catch (error) {
        verdict = `SIGNATURE DOES NOT VERIFY: ${(error as Error).message}`;
      }
    }
    line(
      `${new Date().toISOString()}  ${header('webhook-id') || '(no webhook-id)'}  ${event.type ?? '(not an event)'}  ${event.id ?? ''}  ${verdict}  -> ${status}`,
    );
    res.writeHead(status, { 'Content-Type': 'text/plain' });
    res.end(status < 300 ? 'ok' : 'failing on purpose (--status)');
  });
});

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${target!.apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${accessToken}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

await new Promise<void>((done) => server.listen(Number(values.port), '127.0.0.1', done));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
line(`Listening on ${url}`);

if (!secret && target) {
  // A session for a demo user through the operator's own command, then the API as any client uses it.
  Object.assign(process.env, target.env, { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });
  const demo = JSON.parse(readFileSync(join(target.name, 'demo.json'), 'utf8')) as { users?: { email: string }[] };
  const email = values.email ?? demo.users?.[0]?.email;
  if (!email) throw new Error('No demo user: start the stack with its demo data, or give --email');
  accessToken = (await commands.token!.run({ email }, target)) as string;
  const events = values.events
    .split(',')
    .map((type) => type.trim())
    .filter(Boolean);
  const endpoint = await api('POST', '/v1/webhooks', { url, description: 'npm run webhook:listen', events });
  endpointId = endpoint.id as string;
  secret = endpoint.secret as string;
  line(`Endpoint ${endpointId} of ${email}'s organization, events ${events.join(', ')}`);
  line(`Signing secret ${secret}   (shown once by the API; this listener verifies with it)`);
  line(`Send it a ping:  curl -X POST ${target.apiUrl}/v1/webhooks/${endpointId}/test -H "Authorization: Bearer $(npm run -s token -- --email ${email})"`);
}
line('Waiting for deliveries (Ctrl-C stops).');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  if (endpointId && !values.keep) {
    await api('DELETE', `/v1/webhooks/${endpointId}`).catch((error: unknown) => line(`Could not delete ${endpointId}: ${(error as Error).message}`));
    line(`Deleted endpoint ${endpointId}.`);
  }
  server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
