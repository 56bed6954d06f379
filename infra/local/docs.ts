import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openApiDocument } from '../../functions/openapi';

const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const asset = (file: string, contentType: string) => () => ({ contentType, body: readFileSync(join(swaggerUi, file)) });

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Service API reference</title>
<link rel="stylesheet" href="/docs/swagger-ui.css"></head>
<body><div id="docs"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#docs', deepLinking: true });</script>
</body></html>`;

/** The OpenAPI document and a browsable reference page, served by the local stack (no network needed). */
export function documentationPages() {
  const document = JSON.stringify(openApiDocument(), null, 2);
  return {
    '/openapi.json': () => ({ contentType: 'application/json', body: document }),
    '/docs': () => ({ contentType: 'text/html; charset=utf-8', body: page }),
    '/docs/swagger-ui.css': asset('swagger-ui.css', 'text/css'),
    '/docs/swagger-ui-bundle.js': asset('swagger-ui-bundle.js', 'text/javascript'),
  };
}
