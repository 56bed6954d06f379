import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../functions/openapi';
import { problemCatalogue } from '../../lib/contract/problems';

/**
 * docs/api.md (the reference in prose) and openapi.json (the machine-readable one) must agree on
 * the names a client branches on: every problem code and every header named in one appears in
 * the other.
 */
const prose = readFileSync('docs/api.md', 'utf8');
const document = openApiDocument() as any;
const documentText = JSON.stringify(document);

/** Headers the document names: response headers, header parameters, header security schemes. */
function documentHeaders(): Set<string> {
  const names = new Set<string>(Object.keys(document.components.headers));
  for (const operations of Object.values<any>(document.paths)) {
    for (const operation of Object.values<any>(operations)) {
      for (const response of Object.values<any>(operation.responses ?? {})) for (const name of Object.keys(response.headers ?? {})) names.add(name);
      for (const parameter of operation.parameters ?? []) if (parameter.in === 'header') names.add(parameter.name);
    }
  }
  for (const scheme of Object.values<any>(document.components.securitySchemes)) if (scheme.in === 'header') names.add(scheme.name);
  return names;
}

/** The backquoted names of a prose section, e.g. the codes of the errors table. */
const quoted = (text: string, pattern: RegExp) => new Set([...text.matchAll(pattern)].map((m) => m[1]!));
const section = (heading: string) => prose.slice(prose.indexOf(heading), prose.indexOf('\n## ', prose.indexOf(heading) + 1));

describe('docs/api.md and the OpenAPI document', () => {
  it('name the same problem codes, every one the service can answer', () => {
    const catalogue = Object.keys(problemCatalogue).sort();
    expect([...quoted(section('## Errors'), /^\| \d{3} \| `([a-z_]+)` \|/gm)].sort()).toEqual(catalogue);
    expect([...document.components.schemas.Problem.properties.code.enum].sort()).toEqual(catalogue);
  });

  it('name the same headers', () => {
    const headers = documentHeaders();
    for (const name of headers) expect(prose, `docs/api.md does not name ${name}`).toContain(`\`${name}\``);
    const named = quoted(section('## Headers on every response'), /`([A-Z][A-Za-z-]+)`/g);
    for (const name of named) expect(documentText, `openapi.json does not name ${name}`).toContain(name);
    expect(named.size).toBeGreaterThan(8);
  });

  it('describe every operation', () => {
    for (const [path, operations] of Object.entries<Record<string, unknown>>(document.paths)) {
      for (const method of Object.keys(operations)) expect(prose, `${method.toUpperCase()} ${path}`).toContain(`\`${method.toUpperCase()} ${path}\``);
    }
  });
});
