/**
 * `node scripts/run.mjs <scripts/entry.ts> [args…]`: runs a TypeScript command-line tool of the
 * project (the operator CLI, the demo and token helpers) from a bundle of its own code, kept in
 * node_modules/.cache/scripts/ and rebuilt by esbuild whenever a file it was built from changes.
 *
 * Why not `node --import tsx` like the rest: on Node 20, tsx loads every module through hooks on
 * a second thread, which cost each command of the operator CLI over a second of CPU, most of it
 * before the command did anything; from the bundle (dependencies still load from node_modules, by
 * Node itself) the same command takes about a third. The package scripts call it; nothing else
 * changes for whoever runs them. `RUN_FROM_SOURCE=1` runs the TypeScript through tsx instead.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [entryArg, ...args] = process.argv.slice(2);
if (!entryArg) {
  console.error('Usage: node scripts/run.mjs <scripts/entry.ts> [arguments]');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
const entry = resolve(entryArg);
// The tool sees the arguments as if Node had run it directly.
process.argv = [process.argv[0], entry, ...args];

const cacheDir = join(root, 'node_modules', '.cache', 'scripts', relative(root, entry).replaceAll(/[/\\]/g, '__'));
const pointerFile = join(cacheDir, 'current.json');
const digest = (contents) => createHash('sha256').update(contents).digest('base64url');

/** The current bundle's directory, or undefined when any file it was built from has changed (or there is none). */
function currentBundle() {
  try {
    const { dir, inputs } = JSON.parse(readFileSync(pointerFile, 'utf8'));
    for (const [file, hash] of Object.entries(inputs)) if (digest(readFileSync(join(root, file))) !== hash) return undefined;
    return join(cacheDir, dir);
  } catch {
    return undefined;
  }
}

/**
 * Bundles the entry's own code into a new directory (dependencies stay imports of node_modules;
 * a command's dynamic imports stay separate chunks, loaded when it runs), then points at it with
 * an atomic rename, so a command started meanwhile runs either bundle whole.
 */
async function rebuild() {
  const { build } = await import('esbuild');
  const dir = `build-${process.pid}-${Date.now()}`;
  const inputs = {};
  // The hashes are of exactly what esbuild read, so an edit during the build makes the next run rebuild.
  const recordInputs = {
    name: 'record-inputs',
    setup(plugin) {
      plugin.onLoad({ filter: /\.[cm]?[jt]s$|\.json$/ }, (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const contents = readFileSync(args.path);
        inputs[relative(root, args.path)] = digest(contents);
        return { contents, loader: args.path.endsWith('.json') ? 'json' : /\.[cm]?ts$/.test(args.path) ? 'ts' : 'js' };
      });
    },
  };
  await build({
    entryPoints: { main: entry },
    outdir: join(cacheDir, dir),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    plugins: [recordInputs],
    logLevel: 'error',
  });
  const staged = `${pointerFile}.${process.pid}`;
  writeFileSync(staged, JSON.stringify({ dir, inputs }));
  renameSync(staged, pointerFile);
  // Older bundles go once no command can still be running from one (an hour on).
  for (const old of readdirSync(cacheDir).filter((name) => name.startsWith('build-') && name !== dir)) {
    if (Date.now() - statSync(join(cacheDir, old)).mtimeMs > 3_600_000) rmSync(join(cacheDir, old), { recursive: true, force: true });
  }
  return join(cacheDir, dir);
}

if (process.env.RUN_FROM_SOURCE === '1') {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(entry).href);
} else {
  const bundle = currentBundle() ?? (await rebuild());
  await import(pathToFileURL(join(bundle, 'main.js')).href);
}
