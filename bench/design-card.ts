import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { zipDirectory } from '../infra/asset-zip';
import { bundlingDefaults } from '../infra/constructs/project-function';
import { parseJsonBody } from '../lib/http/middleware/json-body';
import type { HttpEvent } from '../lib/http/types';
import { importTimes, type NodeBinary } from './deployed';
import { median } from './stats';

const root = resolve(import.meta.dirname, '..');

export interface ParserFigures {
  label: string;
  bodyBytes: number;
  middyUs: number;
  handUs: number;
}

/** What the spine would do by hand: the body as text (base64 when API Gateway says so), then `JSON.parse`. */
function handParse(event: Pick<HttpEvent, 'body' | 'isBase64Encoded'>): unknown {
  const text = event.isBase64Encoded ? Buffer.from(event.body!, 'base64').toString('utf8') : event.body!;
  return JSON.parse(text);
}

function cpuUs(run: () => unknown, times: number): number {
  const start = process.cpuUsage();
  for (let i = 0; i < times; i++) run();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / times;
}

async function cpuUsAsync(run: () => Promise<unknown>, times: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < times; i++) await run();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / times;
}

/**
 * CPU per request of the spine's JSON body parsing (`@middy/http-json-body-parser`, through
 * lib/http/middleware/json-body.ts as every route runs it) against a hand `JSON.parse` of the same
 * body, on a small and a typical request body; medians of alternating rounds.
 */
export async function compareJsonParsers(rounds: number, perRound: number): Promise<ParserFigures[]> {
  const small = { name: 'Ada', locale: 'en-GB' };
  const typical = {
    name: 'Support tutor',
    description: 'A patient tutor who explains billing questions step by step. '.repeat(12),
    traits: Array.from({ length: 8 }, (_, i) => ({ id: `trait_${i}`, weight: i / 8 })),
  };
  const figures: ParserFigures[] = [];
  for (const [label, payload] of [
    ['small body (a profile patch)', small],
    ['typical body (a personality)', typical],
  ] as const) {
    const body = JSON.stringify(payload);
    const event = { body, isBase64Encoded: false, headers: { 'content-type': 'application/json' } } as unknown as HttpEvent;
    const middy: number[] = [];
    const hand: number[] = [];
    for (let i = 0; i < rounds; i++) {
      middy.push(await cpuUsAsync(() => parseJsonBody(event), perRound));
      hand.push(cpuUs(() => handParse(event), perRound));
    }
    figures.push({ label, bodyBytes: Buffer.byteLength(body), middyUs: median(middy), handUs: median(hand) });
  }
  return figures;
}

export interface SesClientFigures {
  pkg: string;
  zipBytes: number;
  initMs: Record<string, number>;
}

/**
 * The email function's SES client, `@aws-sdk/client-ses` (the design card's) against
 * `@aws-sdk/client-sesv2`: each bundled alone with the deployed settings behind a handler sending
 * one email, its zip and its cold init per Node binary (the two alternating).
 */
export async function compareSesClients(nodes: NodeBinary[], runs: number): Promise<SesClientFigures[]> {
  const variants = [
    {
      pkg: '@aws-sdk/client-ses',
      source: `import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses'; const c = new SESClient({}); export const handler = (e) => c.send(new SendEmailCommand(e));`,
    },
    {
      pkg: '@aws-sdk/client-sesv2',
      source: `import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2'; const c = new SESv2Client({}); export const handler = (e) => c.send(new SendEmailCommand(e));`,
    },
  ];
  const dirs = await Promise.all(
    variants.map(async ({ pkg, source }) => {
      const dir = join(root, '.bench', 'ses', pkg.split('/')[1]!);
      mkdirSync(dir, { recursive: true });
      await build({
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: bundlingDefaults.target,
        mainFields: bundlingDefaults.mainFields,
        minify: bundlingDefaults.minify,
        banner: { js: bundlingDefaults.banner },
        logLevel: 'error',
        stdin: { contents: source, resolveDir: root, loader: 'js' },
        outfile: join(dir, 'index.mjs'),
      });
      return dir;
    }),
  );
  const env = { AWS_LAMBDA_FUNCTION_NAME: 'send-email' };
  const initMs: Record<string, number>[] = variants.map(() => ({}));
  for (const node of nodes) {
    const times = await importTimes(
      node.path,
      dirs.map((dir) => join(dir, 'index.mjs')),
      env,
      runs,
    );
    times.forEach((t, i) => (initMs[i]![node.label] = median(t)));
  }
  return variants.map(({ pkg }, i) => ({ pkg, zipBytes: zipDirectory(dirs[i]!).length, initMs: initMs[i]! }));
}
