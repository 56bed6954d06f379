/**
 * `npm run pack:sdk [-- --out <dir>]`: the SDK as a tarball another project installs
 * (`npm install <path>.tgz`; docs/sdk.md). The package is named `service-api` like this one, so
 * imports read `service-api/client` everywhere, but it holds only what `npm run build` made in
 * dist/client, the OpenAPI document and the licence, and has no dependencies: the client is one
 * bundled ESM file and its declarations are self-contained. Prints the tarball's absolute path.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** Packs dist/client (built by `npm run build`) into `outDir`; returns the tarball's absolute path. */
export function packSdk(outDir: string, root = process.cwd()): string {
  if (!existsSync(join(root, 'dist/client/index.d.ts'))) throw new Error('dist/client is missing: run `npm run build` first');
  const project = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string; license: string; engines: object };
  const stage = mkdtempSync(join(tmpdir(), 'service-api-sdk-'));
  try {
    cpSync(join(root, 'dist/client'), join(stage, 'client'), { recursive: true });
    cpSync(join(root, 'openapi.json'), join(stage, 'openapi.json'));
    cpSync(join(root, 'LICENSE'), join(stage, 'LICENSE'));
    const manifest = {
      name: project.name,
      version: project.version,
      description: 'The typed client (SDK) of the service API',
      license: project.license,
      type: 'module',
      sideEffects: false,
      exports: {
        './client': { types: './client/index.d.ts', default: './client/index.js' },
        './openapi.json': './openapi.json',
      },
      engines: project.engines,
    };
    writeFileSync(join(stage, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
    mkdirSync(outDir, { recursive: true });
    const packed = JSON.parse(
      execFileSync('npm', ['pack', stage, '--pack-destination', resolve(outDir), '--json', '--silent'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    ) as { filename: string }[];
    return resolve(outDir, packed[0]!.filename);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: '.' } } });
  try {
    process.stdout.write(`${packSdk(values.out)}\n`);
  } catch (error) {
    process.stderr.write(`pack:sdk: ${(error as Error).message}\n`);
    process.exitCode = 1;
  }
}
