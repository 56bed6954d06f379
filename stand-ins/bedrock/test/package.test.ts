import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sensitiveAspectIds } from '../../../lib/personalities/categories';
import { modelErrors, refusalCategories, stopReasons } from '../triggers';

const root = join(import.meta.dirname, '..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : name.endsWith('.ts') ? [join(dir, name)] : []));
// What the stand-in may take from the service: the wire contract (README.md), never its logic.
const contract = ['lib/personalities/categories.ts', 'lib/personalities/prompt/system.json', 'lib/personalities/prompt/tool.json'];

describe('the stand-in package', () => {
  it('holds at most 1,500 lines of TypeScript, tests included', () => {
    const lines = files(root).reduce((n, file) => n + readFileSync(file, 'utf8').split('\n').length - 1, 0);
    expect(lines).toBeLessThanOrEqual(1500);
  });

  it('imports from the service only the wire contract (and types)', () => {
    const outside = files(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import (type )?[^'"]*['"](\.[^'"]+)['"]/gm)]
        .filter(([, type]) => !type)
        .map(([, , path]) => relative(join(root, '..', '..'), join(file, '..', path!)).replace(/(?<!\.json|\.ts)$/, '.ts'))
        .filter((path) => !path.startsWith('stand-ins/bedrock/')),
    );
    expect([...new Set(outside)].filter((path) => !contract.includes(path))).toEqual([]);
  });

  it('documents every trigger in its README', () => {
    const triggers = readFileSync(join(root, 'README.md'), 'utf8').split('## Triggers')[1]!.split('\n## ')[0]!;
    const ids = [...refusalCategories, ...sensitiveAspectIds, ...stopReasons.filter((r) => r !== 'tool_use'), ...Object.keys(modelErrors)];
    expect(ids.filter((id) => !triggers.includes(`\`${id}\``))).toEqual([]);
    for (const kind of ['refuse', 'aspect', 'model-refuse', 'vague', 'thinking', 'stop', 'error']) expect(triggers).toContain(`bedrock-test:${kind}`);
  });
});
