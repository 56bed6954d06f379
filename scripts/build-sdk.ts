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
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Everything dist/ is built from. When none of it changed since the last build (`npm test` right
 * after `npm install`, whose `prepare` built it), the build is skipped; `-- --force` builds anyway.
 */
const inputs = ['client', 'lib', 'functions', 'scripts/build-sdk.ts', 'scripts/sdk-declarations.ts', 'tsconfig.json', 'tsconfig.sdk.json', 'package-lock.json'];
const stampFile = 'dist/.inputs-sha256';

function inputsDigest(): string {
  const files = inputs.flatMap((path) =>
    statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name))
      : [path],
  );
  const hash = createHash('sha256');
  for (const file of files.sort()) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const digest = inputsDigest();
if (!process.argv.includes('--force') && existsSync('dist/client/index.js') && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === digest) {
  console.log('dist/client is up to date with its sources (npm run build -- --force builds it anyway)');
  process.exit(0);
}

// Loaded only when there is something to build: they take longer to load than the check above.
const [{ build }, { format }, { expandedSchemaTypes }] = await Promise.all([import('esbuild'), import('prettier'), import('./sdk-declarations')]);

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
writeFileSync(stampFile, digest);
