/**
 * `npm run id-token -- --email <email>`: signs a demo user in at the local stack's OpenID provider
 * through the real protocol (the authorization code flow with PKCE, its sign-in page clicked as a
 * browser would) and prints the ID token the provider issued, for `POST /v1/auth/sessions`.
 * `--dir <path>` names the stack's directory (default: the running one). docs/sign-in.md.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { idTokenFromProvider } from '../infra/local/oidc-code-flow';
import { LOCAL_OIDC_CLIENT_ID, LOCAL_OIDC_REDIRECT_URI, localOidcAccounts } from '../infra/local/oidc-provider';
import { findLocalStack } from '../infra/local/running-stacks';
import type { StackInfo } from '../infra/local/stack';

const { values } = parseArgs({ options: { email: { type: 'string' }, dir: { type: 'string' } } });
const account = localOidcAccounts.find((a) => a.email === values.email?.toLowerCase());
if (!account) {
  process.stderr.write(`id-token: give --email, one of the local provider's accounts: ${localOidcAccounts.map((a) => a.email).join(', ')}\n`);
  process.exit(2);
}
try {
  const stack = JSON.parse(readFileSync(join(findLocalStack(values.dir), 'stack.json'), 'utf8')) as StackInfo;
  // Any loopback port will do for the demo client's redirect (RFC 8252); nothing needs to listen there.
  const redirectUri = LOCAL_OIDC_REDIRECT_URI.replace('127.0.0.1', '127.0.0.1:8976');
  process.stdout.write(`${await idTokenFromProvider(stack.oidc_issuer_url, { clientId: LOCAL_OIDC_CLIENT_ID, redirectUri, login: account.sub })}\n`);
} catch (error) {
  process.stderr.write(`id-token: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
