import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import type { Configuration } from 'oidc-provider';
import { demoUsers } from './demo-data';

/**
 * The local stack's OpenID provider: `oidc-provider` (a certified OpenID Connect implementation),
 * not a token signer of our own, so what the API verifies locally is what a real provider issues:
 * discovery, a JWKS, the authorization code flow with PKCE, ID tokens signed RS256. It knows the
 * demo users (by their email, verified) and one stranger, and signs them in without a password:
 * its sign-in page lists the accounts, one click each. Loopback only, keys made at each start.
 */

/** The client a product (or a test) signs in with: public, PKCE, any loopback port (RFC 8252). */
export const LOCAL_OIDC_CLIENT_ID = 'service-local-demo';
/** Its redirect URI; the port may be any (a native client's loopback redirect). */
export const LOCAL_OIDC_REDIRECT_URI = 'http://127.0.0.1/callback';

/** An account of the local provider: its subject, and the claims its ID tokens carry. */
export interface LocalOidcAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/**
 * The demo users (emails verified, so a first sign-in links them) and a stranger with a verified
 * email nobody here has (a 403 `not_a_member`, to try). Subjects are the provider's own ids, as a
 * real provider's are, never the service's user ids.
 */
export const localOidcAccounts: readonly LocalOidcAccount[] = [
  ...demoUsers.map((user) => ({ sub: `local-${user.email.split('@')[0]}`, email: user.email, email_verified: true, name: user.display_name })),
  { sub: 'local-stranger', email: 'stranger@elsewhere.example', email_verified: true, name: 'Sam Stranger' },
];

/**
 * oidc-provider's two start-up warnings that do not apply to a local demo provider stay out of the
 * terminal: the runtime one (it supports Node 22 and later; it runs here, never in Lambda, and on
 * this machine's Node 20 it works), and the in-memory adapter one (losing sign-in state when the
 * stack stops is what a local stack should do). Any other warning passes.
 */
async function withoutExpectedWarnings<T>(load: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  const expected = /^oidc-provider WARNING: (Unsupported runtime|a quick start development-only in-memory adapter)/;
  // eslint-disable-next-line no-control-regex
  console.warn = (...args: unknown[]) => void (expected.test(String(args[0]).replace(/\x1b\[[\d;]*m/g, '')) || warn(...args));
  try {
    return await load();
  } finally {
    console.warn = warn;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sign-in page: every account, one button each (no password: a demo provider). */
function signInPage(uid: string, accounts: readonly LocalOidcAccount[]): string {
  const buttons = accounts
    .map(
      (a) =>
        `<li><button name="login" value="${escapeHtml(a.sub)}">${escapeHtml(a.name)}</button> ${escapeHtml(a.email)}${a.email_verified ? '' : ' (unverified)'}</li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local sign-in</title></head><body>
<h1>Sign in (local OpenID provider)</h1>
<p>A demo provider: choose who you are, no password.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login"><ul>
${buttons}
</ul></form></body></html>`;
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 4096) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Starts the provider on a loopback port (0: any free one). Its issuer is
 * `http://127.0.0.1:<port>`; `stop()` closes it.
 */
export async function startOidcProvider(options: { port?: number; accounts?: readonly LocalOidcAccount[] } = {}) {
  const accounts = new Map((options.accounts ?? localOidcAccounts).map((account) => [account.sub, account]));
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8007, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: `local-${Date.now().toString(36)}`, alg: 'RS256', use: 'sig' };
  const configuration: Configuration = {
    clients: [
      {
        client_id: LOCAL_OIDC_CLIENT_ID,
        application_type: 'native',
        redirect_uris: [LOCAL_OIDC_REDIRECT_URI],
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [signingKey] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries what the scope asked for (email): the API reads it there, not at userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: () => ({ ...account }) };
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    ttl: { IdToken: 3600, AccessToken: 600, AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600 },
  };
  const provider = await withoutExpectedWarnings(async () => {
    const { default: Provider } = await import('oidc-provider');
    return new Provider(issuer, configuration);
  });
  const callback = provider.callback();

  // Its own sign-in page (interactions); everything else is the provider's.
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    const interaction = /^\/interaction\/([\w-]+)(\/login)?$/.exec(path);
    if (!interaction) return void callback(request, response);
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response);
        if (details.prompt.name === 'consent') {
          // The demo client is first-party: what it asks for is granted without a consent page.
          const grant = details.grantId
            ? (await provider.Grant.find(details.grantId))!
            : new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id as string });
          const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
          if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
          if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
          const grantId = await grant.save();
          await provider.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true });
          return;
        }
        if (request.method === 'GET' && !interaction[2]) {
          response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
          response.end(signInPage(details.uid, [...accounts.values()]));
          return;
        }
        if (request.method !== 'POST' || !interaction[2]) throw new Error('unexpected interaction request');
        const login = (await formOf(request)).get('login') ?? '';
        if (!accounts.has(login)) throw new Error('unknown account');
        await provider.interactionFinished(request, response, { login: { accountId: login } }, { mergeWithLastSubmission: false });
      } catch (error) {
        response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(`The sign-in could not go on: ${error instanceof Error ? error.message : String(error)}. Start again from the application.\n`);
      }
    })();
  });

  return {
    issuer,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
