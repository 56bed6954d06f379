import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/**
 * A client generated from the committed openapi.json by a mainstream generator (openapi-typescript's
 * types, openapi-fetch's client), written as its documentation shows: it signs in with the refresh
 * cookie (sent as a header: openapi-fetch never sends cookie parameters, which is why the document
 * marks the cookie optional), reads /v1/me with a bearer middleware, and reads it again with the
 * If-None-Match the document declares. test/unit/openapi-tools.test.ts type-checks it;
 * test/e2e/generated-client.test.ts runs it against the local stack.
 */
export const generatedClientProgram = `import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './api';

const [baseUrl, refreshToken] = process.argv.slice(2) as [string, string];
const client = createClient<paths>({ baseUrl });

// Server-side, the refresh cookie goes as a Cookie header (a browser sends its own).
const refreshed = await client.POST('/v1/auth/refresh', { headers: { Cookie: \`service_refresh=\${refreshToken}\` } });
if (!refreshed.data) throw new Error(\`refresh: \${refreshed.response.status} \${JSON.stringify(refreshed.error)}\`);
const accessToken: string = refreshed.data.access_token;

const auth: Middleware = {
  onRequest({ request }) {
    request.headers.set('Authorization', \`Bearer \${accessToken}\`);
    return request;
  },
};
client.use(auth);

const me = await client.GET('/v1/me');
if (!me.data) throw new Error(\`me: \${me.response.status}\`);
const email: string = me.data.email;
const etag = me.response.headers.get('etag') ?? '';
const again = await client.GET('/v1/me', { params: { header: { 'If-None-Match': etag } } });
console.log(
  JSON.stringify({
    refreshed: refreshed.response.status,
    tokenType: refreshed.data.token_type,
    email,
    requestId: me.response.headers.get('x-request-id'),
    notModified: again.response.status,
  }),
);
`;

/** Generates the types from openapi.json into `dir/api.ts` and writes the client program as `dir/client.mts`; answers its path. */
export async function writeGeneratedClient(dir: string): Promise<string> {
  writeFileSync(join(dir, 'api.ts'), astToString(await openapiTS(pathToFileURL(resolve('openapi.json')))));
  writeFileSync(join(dir, 'client.mts'), generatedClientProgram);
  return join(dir, 'client.mts');
}
