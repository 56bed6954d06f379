import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../functions/openapi';

/**
 * One version, package.json's, everywhere a client reads one: the OpenAPI document (and so the
 * `/docs` page, which shows its `info.version`), the SDK's package (scripts/pack-sdk.ts copies it)
 * and the CHANGELOG, whose latest release is that version, dated, below an Unreleased section
 * (Keep a Changelog).
 */
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const headings = [...readFileSync('CHANGELOG.md', 'utf8').matchAll(/^## (.+)$/gm)].map((m) => m[1]!);

describe('the version', () => {
  it("is package.json's in the OpenAPI document", () => {
    expect((openApiDocument() as { info: { version: string } }).info.version).toBe(version);
    expect((JSON.parse(readFileSync('openapi.json', 'utf8')) as { info: { version: string } }).info.version).toBe(version);
  });

  it('is the latest release of the CHANGELOG, which keeps an Unreleased section first and dates every release', () => {
    expect(headings[0]).toBe('[Unreleased]');
    expect(headings[1]).toBe(`[${version}] - ${/\d{4}-\d{2}-\d{2}/.exec(headings[1] ?? '')?.[0]}`);
    const releases = headings.slice(1);
    expect(releases.length).toBeGreaterThanOrEqual(2);
    for (const heading of releases) expect(heading).toMatch(/^\[\d+\.\d+\.\d+\] - \d{4}-\d{2}-\d{2}$/);
    // Newest first.
    const dates = releases.map((heading) => heading.slice(-10));
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
