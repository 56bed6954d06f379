import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A shell block of the documentation, with where it is and whether it is meant to be run. */
export interface ShellSnippet {
  file: string;
  line: number;
  code: string;
  /** False when the HTML comments just above it say `not-runnable` (with the reason). */
  runnable: boolean;
}

/** The pages whose shell snippets a reader runs: the README and docs/. */
export const snippetPages = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f)),
];

/** Every ```sh / ```bash block of a page, dedented, with the comment lines above it read for `not-runnable`. */
export function shellSnippets(file: string): ShellSnippet[] {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const snippets: ShellSnippet[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(sh|bash|shell)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const indent = open[1]!.length;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !/^\s*```\s*$/.test(lines[j]!); j++)
      body.push(lines[j]!.slice(Math.min(indent, lines[j]!.length - lines[j]!.trimStart().length)));
    const comments: string[] = [];
    for (let k = i - 1; k >= 0 && /^\s*<!--.*-->\s*$/.test(lines[k]!); k--) comments.push(lines[k]!);
    snippets.push({ file, line: i + 1, code: body.join('\n'), runnable: !comments.some((c) => c.includes('not-runnable')) });
    i = j;
  }
  return snippets;
}
