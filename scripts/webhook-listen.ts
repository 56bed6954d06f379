/**
 * `npm run webhook:listen`: a webhook receiver on this machine, like `stripe listen`. It listens
 * on a loopback port, prints each delivery it receives (its `webhook-id`, event type and event
 * id) and whether its signature verifies with the official `standardwebhooks` library.
 *
 * By default it opens a session on the local stack for a demo user (`--email`, default the first
 * user of `.local/demo.json`), registers an endpoint pointing at itself through the API
 * (`POST /v1/webhooks`, events `--events`, default `*`), prints its id and signing secret, and
 * deletes it when stopped (Ctrl-C; `--keep` keeps it). The session is the SDK's, on a refresh
 * token: it refreshes its access token (900 s) before it expires, however long the listener runs,
 * and a delete that fails says so and exits with 1 (the endpoint would stay enabled on a dead
 * port). With `--secret` it only listens (on `--port`) for an endpoint you registered yourself.
 * `--status <code>` answers every delivery with that status instead of 200, to watch the retry
 * schedule.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { ServiceClient, type CreateWebhookEndpointRequest } from '../client/index';
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
let api: ServiceClient | undefined;

/**
 * How often the listener refreshes its session, well inside the access token's 900 s: a session
 * left alone for hours still deletes its endpoint on Ctrl-C. `WEBHOOK_LISTEN_REFRESH_MS` shortens
 * it (the test that proves it).
 */
const REFRESH_EVERY_MS = Number(process.env.WEBHOOK_LISTEN_REFRESH_MS ?? 600_000);

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

await new Promise<void>((done) => server.listen(Number(values.port), '127.0.0.1', done));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
line(`Listening on ${url}`);

if (!secret && target) {
  // A session for a demo user through the operator's own command, then the API as any client uses it.
  Object.assign(process.env, target.env, { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });
  const demo = JSON.parse(readFileSync(join(target.name, 'demo.json'), 'utf8')) as { users?: { email: string }[] };
  const email = values.email ?? demo.users?.[0]?.email;
  if (!email) throw new Error('No demo user: start the stack with its demo data, or give --email');
  const session = (await commands['session:create']!.run({ email }, target)) as { refresh_token: string };
  const client = new ServiceClient({ baseUrl: target.apiUrl, refreshToken: session.refresh_token });
  api = client;
  const events = values.events
    .split(',')
    .map((type) => type.trim())
    .filter(Boolean);
  // The API checks the types (a 400 names an unknown one).
  const endpoint = await client.createWebhookEndpoint({ url, description: 'npm run webhook:listen', events: events as CreateWebhookEndpointRequest['events'] });
  endpointId = endpoint.id;
  secret = endpoint.secret;
  setInterval(() => {
    client.refreshSession().catch((error: unknown) => line(`Could not refresh the session: ${(error as Error).message}`));
  }, REFRESH_EVERY_MS).unref();
  line(`Endpoint ${endpointId} of ${email}'s organization, events ${events.join(', ')}`);
  line(`Signing secret ${secret}   (shown once by the API; this listener verifies with it)`);
  line(`Send it a ping:  curl -X POST ${target.apiUrl}/v1/webhooks/${endpointId}/test -H "Authorization: Bearer $(npm run -s token -- --email ${email})"`);
}
line('Waiting for deliveries (Ctrl-C stops).');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  let exitCode = 0;
  if (api && endpointId && !values.keep) {
    try {
      await api.deleteWebhookEndpoint(endpointId);
      line(`Deleted endpoint ${endpointId}.`);
    } catch (error) {
      exitCode = 1;
      process.stderr.write(
        `Could not delete endpoint ${endpointId} (${(error as Error).message}): it is still enabled and points at ${url}, where nothing listens now. Delete it: curl -X DELETE ${target!.apiUrl}/v1/webhooks/${endpointId} -H "Authorization: Bearer $(npm run -s token -- --email <its organization's user>)"\n`,
      );
    }
  }
  if (api) await api.logout().catch(() => undefined);
  server.close();
  process.exit(exitCode);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
