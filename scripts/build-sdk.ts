/**
 * `npm run build` (also run by `npm install`): the SDK as a package consumer gets it, no
 * TypeScript needed at run time. `dist/client/index.js` is one ESM file bundled for the browser
 * platform, so a Node-only import fails the build; the type declarations come from tsc
 * (`tsconfig.sdk.json`), which also type-checks the client against the DOM's fetch types, and
 * their operation types are then expanded into plain object types (scripts/sdk-declarations.ts),
 * so dist/client is self-contained: its declarations import only each other, by `.js` paths,
 * and resolve under NodeNext, Node16 and bundler resolution (docs/sdk.md).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { format } from 'prettier';
import { expandedSchemaTypes } from './sdk-declarations';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['client/index.ts'],
  outfile: 'dist/client/index.js',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  legalComments: 'none',
  logLevel: 'warning',
});
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.sdk.json'], { stdio: 'inherit' });
writeFileSync('dist/client/schema-types.d.ts', await format(expandedSchemaTypes(), { parser: 'typescript', printWidth: 140, singleQuote: true }));
// tsc also declared the catalogue and the schemas the operation types came from: no longer needed.
for (const entry of readdirSync('dist')) if (entry !== 'client') rmSync(`dist/${entry}`, { recursive: true });

// Every import of a declaration must stay inside dist/client and name its file: an extensionless
// or outside path is what turns every type into `any` under NodeNext.
for (const file of readdirSync('dist/client').filter((name) => name.endsWith('.d.ts'))) {
  for (const [, specifier] of readFileSync(`dist/client/${file}`, 'utf8').matchAll(/\bfrom\s+'([^']+)'/g)) {
    if (!/^\.\/[\w-]+\.js$/.test(specifier!)) throw new Error(`dist/client/${file} imports '${specifier}': declarations must import ./<file>.js only`);
  }
}
