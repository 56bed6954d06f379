import { createHash, randomBytes } from 'node:crypto';
import { CookieJar } from 'tough-cookie';

/**
 * A browser's part of an OpenID Connect sign-in, with `fetch` and a cookie jar (cookies kept per
 * path, as a browser keeps them): from a start URL (a product's "sign in" link, or the provider's
 * authorization endpoint) through the provider's sign-in page, where it picks an account as a
 * person would click it (the local provider's page: one button per account), and back. For the
 * tests and for `npm run id-token`; nothing here is part of the service.
 */

/** A browser session: its cookie jar, one request at a time, redirects seen one by one. */
export function browser() {
  const jar = new CookieJar();
  const get = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const cookie = await jar.getCookieString(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const setCookie of response.headers.getSetCookie()) await jar.setCookie(setCookie, url);
    return response;
  };
  /** Follows redirects from `response` (at `url`), stopping before any URL `stopAt` accepts. */
  const follow = async (response: Response, url: string, stopAt: (url: string) => boolean = () => false) => {
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location')!, url).href;
      if (stopAt(next)) return { response, url, stoppedAt: next };
      await response.body?.cancel();
      url = next;
      response = await get(url);
    }
    return { response, url, stoppedAt: undefined };
  };
  return { jar, get, follow };
}

/**
 * Opens `startUrl`, follows it to the provider's sign-in page, signs in there as `login`, and
 * follows the way back until `stopAt` accepts a URL (the redirect URI, when nothing listens
 * there) or a page answers. Returns that page, or the URL it stopped at.
 */
export async function signInThroughBrowser(startUrl: string, login: string, stopAt?: (url: string) => boolean) {
  const { get, follow } = browser();
  const page = await follow(await get(startUrl), startUrl);
  const html = await page.response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (page.response.status !== 200 || !action) throw new Error(`no sign-in page at ${page.url} (${page.response.status}): ${html.slice(0, 200)}`);
  const submitUrl = new URL(action, page.url).href;
  const submitted = await get(submitUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login }).toString(),
  });
  return follow(submitted, submitUrl, stopAt);
}

/**
 * An ID token of `issuer` for `login`, through the real protocol: the authorization code flow
 * with PKCE (a public client, as the local provider's demo client is), the browser part as above,
 * then the code exchanged at the token endpoint, as a product's backend does.
 */
export async function idTokenFromProvider(issuer: string, options: { clientId: string; redirectUri: string; login: string }): Promise<string> {
  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as { authorization_endpoint: string; token_endpoint: string };
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const authorize = new URL(discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce: randomBytes(16).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const redirectBase = new URL(options.redirectUri);
  const back = await signInThroughBrowser(authorize.href, options.login, (url) => {
    const u = new URL(url);
    return u.hostname === redirectBase.hostname && u.pathname === redirectBase.pathname && u.origin !== new URL(issuer).origin;
  });
  if (!back.stoppedAt) throw new Error(`the provider did not come back to ${options.redirectUri}: ${back.url} answered ${back.response.status}`);
  const callback = new URL(back.stoppedAt);
  if (callback.searchParams.get('state') !== state) throw new Error('the provider came back without our state');
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`the provider came back without a code: ${callback.searchParams.get('error') ?? ''}`);

  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: options.redirectUri,
      client_id: options.clientId,
      code_verifier: verifier,
    }).toString(),
  });
  const tokens = (await response.json()) as { id_token?: string; error?: string };
  if (!tokens.id_token) throw new Error(`the token endpoint gave no ID token: ${tokens.error ?? response.status}`);
  return tokens.id_token;
}
