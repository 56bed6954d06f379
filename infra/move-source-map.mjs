// Called by ProjectFunction's afterBundling hook, once per function at synth: moves esbuild's
// index.mjs.map out of the asset folder (so the package is index.mjs alone) to the source-map
// artifact folder, with its `sources` made relative to the repository (they were relative to
// CDK's temporary bundling folder), so `npm run symbolicate` prints `lib/...ts:line:column`.
// Plain JavaScript: it runs on the synthesising Node with no loader.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

const [outputDir, projectRoot, target] = process.argv.slice(2);
const file = resolve(outputDir, 'index.mjs.map');
const map = JSON.parse(readFileSync(file, 'utf8'));
map.sources = map.sources.map((source) => relative(projectRoot, resolve(outputDir, source)).split(sep).join('/'));
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, JSON.stringify(map));
rmSync(file);
