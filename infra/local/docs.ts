import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openApiDocument, servedDocument } from '../../functions/openapi';
import type { LocalPage } from './api-emulator';
import { demoUsers } from './demo-data';
import { LOCAL_SIGN_IN_PATH } from './sign-in';

const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const asset =
  (file: string, contentType: string): LocalPage =>
  () => ({ statusCode: 200, headers: { 'Content-Type': contentType }, body: readFileSync(join(swaggerUi, file), 'utf8') });

// The local sign-in bar (it sets the refresh cookie, see sign-in.ts) and Swagger UI. A 200 from the
// refresh route, run from this page, puts its access token into Authorize (bearerAuth).
const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Service API reference</title>
<link rel="stylesheet" href="/docs/swagger-ui.css">
<link rel="icon" href="data:,">
<style>
#local-sign-in { font-family: sans-serif; max-width: 1460px; margin: 0 auto; padding: 12px 20px; background: #fff8e1; border-bottom: 1px solid #e0c36a; }
#local-sign-in input { width: 18em; }
</style></head>
<body>
<form id="local-sign-in">
  <strong>Local stack only:</strong> sign in as
  <input name="email" type="email" list="demo-users" required placeholder="alice@acme.example" aria-label="Email of a local user">
  <datalist id="demo-users">${demoUsers.map((user) => `<option value="${user.email}">`).join('')}</datalist>
  <button type="submit">Sign in</button>
  <span id="local-sign-in-status" role="status"></span><br>
  Then run <a href="#/Sessions/refreshSession">POST /v1/auth/refresh</a> (Try it out, Execute): its access token goes into Authorize.
  Admin calls: paste <code>admin_token</code> of the stack's <code>demo.json</code> (in <code>.local/</code> unless started with <code>--dir</code>) into Authorize, <code>adminToken</code>.
</form>
<div id="docs"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script>
const ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#docs',
  deepLinking: true,
  responseInterceptor: (response) => {
    if (response.status === 200 && new URL(response.url).pathname === '/v1/auth/refresh') ui.preauthorizeApiKey('bearerAuth', response.body.access_token);
    return response;
  },
});
window.ui = ui;
const form = document.getElementById('local-sign-in');
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const status = document.getElementById('local-sign-in-status');
  const email = new FormData(form).get('email');
  const response = await fetch('${LOCAL_SIGN_IN_PATH}', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) });
  status.textContent = response.ok ? 'Signed in as ' + email + '.' : (await response.json()).detail;
});
</script>
</body></html>`;

/** The OpenAPI document and a browsable reference page, served by the local stack (no network needed). */
export function documentationPages(): Record<string, LocalPage> {
  const document = openApiDocument();
  return {
    'GET /openapi.json': ({ origin }) => ({
      statusCode: 200,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(servedDocument(document, origin), null, 2),
    }),
    'GET /docs': () => ({ statusCode: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: page }),
    'GET /docs/': () => ({ statusCode: 308, headers: { Location: '/docs' }, body: '' }),
    'GET /docs/swagger-ui.css': asset('swagger-ui.css', 'text/css'),
    'GET /docs/swagger-ui-bundle.js': asset('swagger-ui-bundle.js', 'text/javascript'),
  };
}
