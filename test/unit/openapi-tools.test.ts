import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { generatedClientProgram } from '../support/generated-client';

/** What clients' tools make of openapi.json: Spectral's ruleset finds nothing, and a generated client compiles with the types the API means. */
// Real tools (Spectral, tsc, a packed install) run on the artifacts: seconds each, many more on a
// loaded 2-core machine. These check what the tools say, not how fast they say it.
const TOOL_TIMEOUT_MS = 60_000;

describe('openapi.json in mainstream tools', { timeout: TOOL_TIMEOUT_MS }, () => {
  it("passes Spectral's spectral:oas ruleset with no finding", async () => {
    const { Spectral, Document } = spectralCore;
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
    const results = await spectral.run(new Document(readFileSync('openapi.json', 'utf8'), spectralParsers.Json, 'openapi.json'));
    expect(results.map((r) => `${r.code}: ${r.message} at ${r.path.join('.')}`)).toEqual([]);
  });

  it('gives openapi-typescript types that compile, with limit a number and discriminated request bodies, and an openapi-fetch client that signs in', async () => {
    // Inside the repository, so the client resolves openapi-fetch from its node_modules.
    mkdirSync('node_modules/.cache', { recursive: true });
    const dir = mkdtempSync(resolve('node_modules/.cache/openapi-ts-'));
    writeFileSync(join(dir, 'api.ts'), astToString(await openapiTS(pathToFileURL(resolve('openapi.json')))));
    writeFileSync(
      join(dir, 'usage.ts'),
      [
        "import type { components, paths } from './api';",
        "type ListQuery = NonNullable<paths['/v1/personalities']['get']['parameters']['query']>;",
        'export const page: ListQuery = { limit: 5 };',
        '// @ts-expect-error limit is an integer, not a string',
        "export const wrong: ListQuery = { limit: '5' };",
        "type Decision = components['schemas']['DecideReviewRequest'];",
        "export const conditional: Decision = { decision: 'approve-conditional', conditions: ['Publish a privacy policy'] };",
        '// @ts-expect-error a rejection needs its reason',
        "export const rejection: Decision = { decision: 'reject' };",
      ].join('\n'),
    );
    // test/e2e/generated-client.test.ts runs it: here its types must hold (a required cookie parameter, say, would not).
    writeFileSync(join(dir, 'client.mts'), generatedClientProgram);
    execFileSync(
      process.execPath,
      [
        resolve('node_modules/typescript/bin/tsc'),
        '--noEmit',
        '--strict',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--types',
        'node',
        join(dir, 'usage.ts'),
        join(dir, 'client.mts'),
      ],
      { stdio: 'pipe' },
    );
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
