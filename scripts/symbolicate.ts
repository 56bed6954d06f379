/**
 * `npm run symbolicate -- --function <name> [--maps cdk.out/sourcemaps | --map <file>] [trace file]`:
 * maps a stack trace from a deployed function's CloudWatch log (`index.mjs:1:12345` frames) to
 * source files and lines, with the source map `cdk synth` left outside the package
 * (docs/observability.md). Reads the trace from the file named, or from standard input.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sourceMapPath } from '../infra/constructs/project-function';
import { symbolicate } from '../infra/symbolicate';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { function: { type: 'string' }, maps: { type: 'string', default: 'cdk.out' }, map: { type: 'string' } },
});
if (!values.map && !values.function) {
  process.stderr.write(
    'usage: npm run symbolicate -- --function <name> [--maps <cloud assembly dir>] [--map <index.mjs.map>] [trace file] (or the trace on stdin)\n',
  );
  process.exit(2);
}
const mapFile = values.map ?? sourceMapPath(values.maps, values.function!);
const trace = readFileSync(positionals[0] ?? 0, 'utf8');
process.stdout.write(symbolicate(trace, JSON.parse(readFileSync(mapFile, 'utf8'))));
