/**
 * `npm run bench`: synthesises the prod stack, measures every function's deployed asset side by
 * side with its floor (zip as uploaded, cold init on the machine's Node and on Node 22), runs the
 * handlers against the local stack, and writes BENCHMARKS.md. `--quick` runs fewer repetitions (a
 * smoke run; the committed file comes from a full run).
 */
import { cpus } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { measureColdInit, measurePackages, nodeBinaries, synthProd } from './deployed';
import { compareJsonParsers, compareSesClients } from './design-card';
import { useLocalStack } from './environment';
import { spawnLocalStack } from '../infra/local/spawn-stack';
import { renderReport } from './report';
import { spliceScaling } from './scaling-report';

const { values } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, out: { type: 'string', default: 'BENCHMARKS.md' }, only: { type: 'string' } },
});
if (values.only !== undefined && values.only !== 'scaling') {
  process.stderr.write('--only takes one section: scaling\n');
  process.exit(2);
}
const quick = values.quick;
const started = Date.now();
const progress = (message: string) => process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${message}\n`);

/** Section 8: cost against the data held, and the limiter under a flood (`--only scaling` runs it alone, against a stack of its own). */
async function scalingSection(): Promise<string> {
  const { measureScaling, measureFlood } = await import('./scaling');
  const { renderScaling } = await import('./scaling-report');
  const sizes = [10, 1000, quick ? 2000 : 10_000];
  const repetitions = quick ? 3 : 15;
  const figures = await measureScaling(sizes, repetitions, progress);
  progress('scaling: the rate limiter under a 50-connection flood');
  const flood = await measureFlood(quick ? 2 : 10);
  return renderScaling(figures, flood, sizes, repetitions);
}

if (values.only === 'scaling') {
  progress('starting the local stack (DynamoDB Local) for the scaling section');
  const stack = await spawnLocalStack({ LOG_LEVEL: 'warn' }, { seed: false });
  try {
    useLocalStack(stack.info);
    const section = await scalingSection();
    writeFileSync(values.out, spliceScaling(existsSync(values.out) ? readFileSync(values.out, 'utf8') : '# Benchmarks\n', section));
    progress(`rewrote section 8 of ${values.out}`);
  } finally {
    await stack.stop();
  }
  process.exit(0);
}

progress('cdk synth -c stage=prod; each deployed asset and its floor');
const packages = await measurePackages(await synthProd());
const nodes = await nodeBinaries();
progress(`cold init on ${nodes.map((n) => n.label).join(' and ')}, each asset alternating with its floor`);
const coldInit = await measureColdInit(packages, nodes, quick ? 3 : 11);
progress('the design card against alternatives: JSON body parsing, client-ses against client-sesv2');
const parsers = await compareJsonParsers(quick ? 3 : 9, quick ? 200 : 2000);
const sesClients = await compareSesClients(nodes, quick ? 3 : 11);

progress('starting the local stack');
// The stack's own rate limits are raised for the load run (it measures the work, not 429s).
const stack = await spawnLocalStack({
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PUBLIC: '100000/100000',
  RATE_LIMIT_AUTHENTICATED: '100000/100000',
  RATE_LIMIT_WEBHOOK: '100000/100000',
  RATE_LIMIT_GENERATION: '100000/100000',
});
try {
  useLocalStack(stack.info);
  const { measureEndpoints } = await import('./in-process');
  const { compareIdempotency, compareRateLimiters } = await import('./naive');
  const { loadChangelog, loadRefresh } = await import('./load');
  const { startSession } = await import('../lib/sessions/start-session');

  progress('handlers in process: DynamoDB requests, capacity, CPU against bare replays');
  const endpoints = await measureEndpoints(
    { demo: stack.demo as never },
    quick ? { warmup: 5, counted: 5, rounds: 1, perRound: 5 } : { warmup: 40, counted: 20, rounds: 7, perRound: 50 },
  );

  progress('naive alternatives: read-then-write bucket, two-write idempotency');
  const limiters = [
    ...(await compareRateLimiters(stack.info.table_name, 1, quick ? 20 : 200)),
    ...(await compareRateLimiters(stack.info.table_name, 8, quick ? 10 : 50)),
  ];
  const webhook = endpoints.find((e) => e.scenario.operation === 'receiveProviderWebhook')!;
  const idempotency = await compareIdempotency(
    webhook.lastCalls.find((c) => c.command.input.TransactItems)!,
    quick ? 10 : 100,
  );

  progress('load runs against the local stack');
  const seconds = quick ? 3 : 15;
  const changelogLoad = await loadChangelog(stack.info.base_url, seconds, 10);
  const users = (stack.demo as { users: { id: string }[] }).users;
  const sessions = await Promise.all(Array.from({ length: 10 }, (_, i) => startSession({ userId: users[i % users.length]!.id })));
  const refreshLoad = await loadRefresh(
    stack.info.base_url,
    seconds,
    10,
    sessions.map((s) => s.refresh_token),
  );

  progress('scaling with the data held, and the limiter under a flood');
  const scaling = await scalingSection();

  const report = renderReport({
    generatedAt: new Date().toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`,
    quick,
    durationSeconds: (Date.now() - started) / 1000,
    nodes: nodes.map((n) => n.label),
    packages,
    coldInit,
    parsers,
    sesClients,
    endpoints,
    limiters,
    idempotency,
    load: [changelogLoad, refreshLoad],
  });
  writeFileSync(values.out, spliceScaling(report, scaling));
  progress(`wrote ${values.out}`);
} finally {
  await stack.stop();
}
process.exit(0);
