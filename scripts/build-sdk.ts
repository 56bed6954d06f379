/**
 * `npm run build` (also run by `npm install`): the SDK as a package consumer gets it, no
 * TypeScript needed at run time. `dist/client/index.js` is one ESM file bundled for the browser
 * platform, so a Node-only import fails the build; the type declarations come from tsc
 * (`tsconfig.sdk.json`), which also type-checks the client against the DOM's fetch types.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

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
