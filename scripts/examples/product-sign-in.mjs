// A product signing its users in, end to end (docs/sign-in.md): node scripts/examples/product-sign-in.mjs,
// with npm start running, then open the URL it prints. SERVICE_DIR names another stack directory, PORT a port.
// Its users sign in at its OpenID provider (here the local stack's); its backend exchanges the ID token for a
// session of the service (POST /v1/auth/sessions) and the SDK carries on with that session.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { ApiError, ServiceClient } from 'service-api/client';

const dir = process.env.SERVICE_DIR ?? '.local';
const demo = JSON.parse(readFileSync(`${dir}/demo.json`, 'utf8'));
const provider = await (await fetch(`${demo.oidc_issuer_url}/.well-known/openid-configuration`)).json();

const signingIn = new Map(); // state -> PKCE verifier, while the user is at the provider
const sessions = new Map(); // the product's session id (its own cookie) -> an SDK client holding the service's session

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const send = (res, status, html, headers = {}) => res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', ...headers }).end(html);
const redirect = (res, location, headers = {}) => res.writeHead(303, { Location: location, ...headers }).end();
const productSession = (req) => /(?:^|;\s*)product_session=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1];

const server = createServer(async (req, res) => {
  const url = new URL(req.url, origin);
  try {
    if (url.pathname === '/login') {
      // 1. Off to the provider, with PKCE and a state of this sign-in.
      const state = randomBytes(16).toString('base64url');
      const verifier = randomBytes(32).toString('base64url');
      signingIn.set(state, verifier);
      const authorize = new URL(provider.authorization_endpoint);
      authorize.search = new URLSearchParams({
        client_id: demo.oidc_client_id,
        redirect_uri: `${origin}/callback`,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      });
      return redirect(res, authorize.href);
    }
    if (url.pathname === '/callback') {
      // 2. Back from the provider: the code for tokens, at its token endpoint.
      const verifier = signingIn.get(url.searchParams.get('state'));
      signingIn.delete(url.searchParams.get('state'));
      if (!verifier) return send(res, 400, 'This sign-in expired: <a href="/login">start again</a>');
      const token = await fetch(provider.token_endpoint, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: url.searchParams.get('code') ?? '',
          redirect_uri: `${origin}/callback`,
          client_id: demo.oidc_client_id,
          code_verifier: verifier,
        }),
      });
      const { id_token } = await token.json();
      // 3. The ID token for a session of the service; from here the SDK keeps the session (a real
      // product stores the refresh token onRefreshToken gives it, encrypted, with its own session).
      const api = new ServiceClient({ baseUrl: demo.base_url, onRefreshToken: () => {} });
      await api.signIn(id_token);
      const id = randomBytes(16).toString('base64url');
      sessions.set(id, api);
      return redirect(res, '/', { 'Set-Cookie': `product_session=${id}; HttpOnly; SameSite=Lax; Path=/` });
    }
    const api = sessions.get(productSession(req));
    if (url.pathname === '/logout' && api) {
      await api.logout();
      sessions.delete(productSession(req));
      return redirect(res, '/', { 'Set-Cookie': 'product_session=; Max-Age=0; Path=/' });
    }
    if (url.pathname !== '/') return send(res, 404, 'Not here');
    if (!api) return send(res, 200, '<h1>A product</h1><p><a href="/login">Sign in</a></p>');
    // 4. The SDK, signed in: the user's profile and their organization's personalities.
    const { value: me } = await api.getMe();
    const { data } = await api.listPersonalities({ limit: 5 });
    const items = data.map((p) => `<li>${escape(p.name)}</li>`).join('');
    send(res, 200, `<h1>Signed in as ${escape(me.display_name)}</h1><p>${escape(me.email)}</p><ul>${items}</ul><p><a href="/logout">Sign out</a></p>`);
  } catch (error) {
    // invalid_id_token, not_a_member...: the service's reason, as the product would show or log it.
    if (error instanceof ApiError) return send(res, error.status, `Not signed in: ${escape(error.code)}: ${escape(error.problem?.detail ?? '')}`);
    send(res, 500, 'Something went wrong');
  }
});

// The provider's demo client takes any loopback port (RFC 8252), on 127.0.0.1.
server.listen(Number(process.env.PORT ?? 4000), '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
console.log(`A product signing its users in: ${origin}/`);
