// The SDK from plain Node (no TypeScript): node scripts/examples/sdk.mjs, with npm start running.
// It talks to the stack every tool finds: --dir, SERVICE_DIR, .local, or the latest one started.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ApiError, ServiceClient } from 'service-api/client';

const dir = execFileSync('npm', ['run', '-s', 'demo'], { encoding: 'utf8' }).trim();
const demo = JSON.parse(readFileSync(`${dir}/demo.json`, 'utf8'));
// A session of its own (demo.json's refresh tokens rotate: a replayed old one ends its session).
const session = JSON.parse(execFileSync('npm', ['run', '-s', 'session:create', '--', '--email', 'alice@acme.example', '--dir', dir], { encoding: 'utf8' }));

// Server-side: the client keeps the rotating refresh cookie and fetches access tokens itself.
// Every call has a deadline (timeoutMs, retries included) and may be cancelled with a signal.
const api = new ServiceClient({
  baseUrl: demo.base_url,
  refreshToken: session.refresh_token,
  onRefreshToken: (token) => console.log(token ? 'refresh token rotated' : 'session ended'),
  timeoutMs: 30_000,
});

const me = await api.getMe();
const { value: profile, lastResponse } = await api.updateMe({ timezone: 'Europe/Paris' }, { ifMatch: me.etag });
console.log('profile', profile.email, profile.timezone, 'request', lastResponse.request_id);
for await (const invoice of api.iterateInvoices({ status: 'paid' })) console.log('invoice', invoice.number, invoice.total, invoice.currency);
for await (const method of api.iteratePaymentMethods()) console.log('payment method', method.type, method.card?.last4 ?? '');

const proposed = await api.fromGuidedPrompt({ description: 'A patient maths tutor for adults returning to study' }, { signal: AbortSignal.timeout(20_000) });
console.log('proposal', proposed.status, proposed.proposal?.name);
try {
  await api.getInvoice('inv_01ARZ3NDEKTSV4RRFFQ69G5FAV');
} catch (error) {
  if (error instanceof ApiError) console.log('error', error.status, error.code, error.request_id);
}

const admin = new ServiceClient({ baseUrl: demo.base_url, adminToken: demo.admin_token });
const ticket = demo.review_tickets.at(-1);
await admin.decideReview(ticket, { decision: 'approve' }).then(
  (result) => console.log('review', result.ticket.status),
  (error) => console.log('review', error.code), // already decided by an earlier run
);

await api.logout();
