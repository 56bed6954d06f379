import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { openApiDocument } from '../../functions/openapi';
import { operations } from '../../functions/catalogue';
import { sdkOperationsSource } from '../../functions/sdk';

const committed = readFileSync('openapi.json', 'utf8');

// The two paths share a shape by the interface's design (`/v1/billing/invoices/{id}` against
// `/v1/billing/{provider}/webhook`); the router matches literal segments first, so it is not ambiguous.
const acceptedWarnings = new Set(['no-ambiguous-paths']);

describe('the OpenAPI document', () => {
  it('is committed as generated from the code (run `npm run openapi` after changing a route or schema)', () => {
    expect(JSON.parse(committed)).toEqual(openApiDocument());
    expect(committed).toBe(JSON.stringify(openApiDocument(), null, 2) + '\n');
  });

  it('has the SDK operation table generated from the same catalogue', () => {
    expect(readFileSync('client/operations.ts', 'utf8')).toBe(sdkOperationsSource());
  });

  it("passes Redocly's recommended rules with no error and no unexplained warning", async () => {
    // As YAML: the object form costs tsc and ESLint seconds, matched against Redocly's config types.
    const config = await createConfig('extends: [recommended]');
    const problems = await lintFromString({ source: committed, absoluteRef: 'openapi.json', config });
    const unexplained = problems
      .filter((p) => p.severity === 'error' || !acceptedWarnings.has(p.ruleId))
      .map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(unexplained).toEqual([]);
  });

  it('describes every operation of the route table with its security and error envelope', () => {
    const document = JSON.parse(committed);
    for (const [operationId, route] of Object.entries(operations)) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation.operationId).toBe(operationId);
      expect(operation.responses['500'].content['application/problem+json'].schema.$ref).toBe('#/components/schemas/Problem');
      expect(Object.keys(operation.responses['429'].headers)).toEqual(expect.arrayContaining(['Retry-After', 'X-Request-Id', 'RateLimit']));
      if (route.auth === 'user') expect(operation.security).toEqual([{ bearerAuth: [] }]);
      if (route.auth === 'admin') expect(operation.security).toEqual([{ adminToken: [] }]);
    }
  });

  it('describes every parameter, and marks no cookie required (generated clients send none; a browser sends its own)', () => {
    const document = JSON.parse(committed);
    for (const [path, methods] of Object.entries<Record<string, { parameters: { name: string; in: string; required: boolean; description?: string }[] }>>(
      document.paths,
    )) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const parameter of operation.parameters) {
          expect(parameter.description?.trim(), `${method.toUpperCase()} ${path} ${parameter.in} ${parameter.name}`).toBeTruthy();
          if (parameter.in === 'cookie') expect(parameter.required, `${method.toUpperCase()} ${path} ${parameter.name}`).toBe(false);
        }
      }
    }
  });

  it('declares If-None-Match and its 304 on every read that answers an ETag, and If-Match on every write that takes one', () => {
    const document = JSON.parse(committed);
    let reads = 0;
    for (const route of Object.values(operations)) {
      const operation = document.paths[route.path][route.method.toLowerCase()];
      const names = (operation.parameters as { name: string }[]).map((p) => p.name);
      const success = operation.responses[String(route.success.status)];
      if (route.method === 'GET' && success.headers.ETag) {
        reads++;
        expect(names, route.path).toContain('If-None-Match');
        expect(operation.responses['304'], route.path).toBeDefined();
        expect(route, route.path).toMatchObject({ notModified: true });
      }
      if (route.method === 'PATCH' && success.headers.ETag) expect(names, route.path).toContain('If-Match');
    }
    // The changelog, the profile and webhook endpoints at least.
    expect(reads).toBeGreaterThanOrEqual(3);
  });
});
