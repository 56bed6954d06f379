import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { HttpResponse, LambdaHttpHandler } from '../lib/http/types';
import { AwsMeter, type AwsCall } from './instrument';
import { invokeHandler, scenarios, type BenchContext, type Scenario } from './scenarios';
import { median } from './stats';

export interface EndpointFigures {
  scenario: Scenario;
  /** Steady state, per API request. */
  dynamodbRequests: number;
  readUnits: number;
  writeUnits: number;
  sqsRequests: number;
  /** Answers outside 2xx during the run (should be none). */
  unexpected: Record<number, number>;
  /** The AWS calls of one steady-state request, in order (`Query`, `TransactWrite(3)`, ...). */
  calls: string[];
  lastCalls: AwsCall[];
  /** Bytes of log output per request. */
  logBytes: number;
  wallMs: number;
  cpuUs: number;
  bareCpuUs: number;
}

export interface InProcessOptions {
  warmup: number;
  counted: number;
  rounds: number;
  perRound: number;
}

/**
 * Invokes each handler in this process against the local stack's DynamoDB, SQS and Bedrock stand-in: first counted
 * (requests and capacity per request, with the calls of the last request recorded), then timed in
 * rounds that alternate our handler with a bare replay of exactly those recorded AWS calls through
 * fresh SDK clients (no middleware, no validation, no logic).
 */
export async function measureEndpoints(ctx: Omit<BenchContext, 'handlerOf'>, options: InProcessOptions): Promise<EndpointFigures[]> {
  const { docClient } = await import('../lib/aws/dynamodb');
  const { sqsClient } = await import('../lib/aws/sqs');
  const { bedrockClient } = await import('../lib/aws/bedrock');
  const { setLogSink } = await import('../lib/logger');
  const meter = new AwsMeter();
  // Log lines are counted (CloudWatch bills their bytes), not printed.
  let logBytes = 0;
  setLogSink((line) => {
    if (meter.on) logBytes += Buffer.byteLength(line) + 1;
  });
  meter.attach(docClient, 'dynamodb');
  meter.attach(sqsClient, 'sqs');
  meter.attach(await bedrockClient(), 'bedrock');
  const bare = {
    dynamodb: DynamoDBDocumentClient.from(new DynamoDBClient({ region: process.env.AWS_REGION, endpoint: process.env.DYNAMODB_ENDPOINT }), {
      marshallOptions: { removeUndefinedValues: true },
    }),
    sqs: new SQSClient({ region: process.env.AWS_REGION, endpoint: process.env.SQS_ENDPOINT }),
    bedrock: new BedrockRuntimeClient({ region: process.env.AWS_REGION, endpoint: process.env.BEDROCK_ENDPOINT }),
  };
  const handlers = new Map<string, LambdaHttpHandler>();
  const handlerOf = async (name: string) => {
    if (!handlers.has(name)) handlers.set(name, ((await import(`../functions/${name}/handler.ts`)) as { handler: LambdaHttpHandler }).handler);
    return handlers.get(name)!;
  };
  const context: BenchContext = { ...ctx, handlerOf };

  const figures: EndpointFigures[] = [];
  for (const scenario of scenarios) {
    const total = options.warmup + options.counted + options.rounds * options.perRound;
    const next = await scenario.prepare(context, total);
    const handler = await handlerOf(scenario.functionName);
    const unexpected: Record<number, number> = {};
    let i = 0;
    let previous: HttpResponse | undefined;
    const callOurs = async () => {
      previous = await invokeHandler(handler, next(i++, previous));
      if (previous.statusCode >= 300 && scenario.operation !== 'notFound') unexpected[previous.statusCode] = (unexpected[previous.statusCode] ?? 0) + 1;
    };

    for (let n = 0; n < options.warmup; n++) await callOurs();

    logBytes = 0;
    meter.on = true;
    const walls: number[] = [];
    let calls: AwsCall[] = [];
    let last: AwsCall[] = [];
    for (let n = 0; n < options.counted; n++) {
      const started = performance.now();
      await callOurs();
      walls.push(performance.now() - started);
      last = meter.take();
      calls = calls.concat(last);
    }
    meter.on = false;

    const replay = async () => {
      for (const call of last) {
        const input = structuredClone(call.command.input);
        delete input.ReturnConsumedCapacity;
        const Command = call.command.constructor as new (input: unknown) => never;
        await (bare[call.service] as { send(c: unknown): Promise<unknown> }).send(new Command(input)).catch(() => undefined);
      }
    };
    const ours: number[] = [];
    const floor: number[] = [];
    for (let round = 0; round < options.rounds; round++) {
      ours.push(await cpuPerCall(callOurs, options.perRound));
      floor.push(await cpuPerCall(replay, options.perRound));
    }

    const per = (f: (c: AwsCall) => number) => calls.reduce((sum, c) => sum + f(c), 0) / options.counted;
    figures.push({
      scenario,
      dynamodbRequests: per((c) => (c.service === 'dynamodb' ? 1 : 0)),
      readUnits: per((c) => c.readUnits),
      writeUnits: per((c) => c.writeUnits),
      sqsRequests: per((c) => (c.service === 'sqs' ? 1 : 0)),
      unexpected,
      calls: last.map(describeCall),
      lastCalls: last,
      logBytes: logBytes / options.counted,
      wallMs: median(walls),
      cpuUs: median(ours),
      bareCpuUs: median(floor),
    });
  }
  return figures;
}

/** Process CPU time (user + system) per call over `count` sequential calls, in microseconds. */
async function cpuPerCall(call: () => Promise<unknown>, count: number): Promise<number> {
  const start = process.cpuUsage();
  for (let n = 0; n < count; n++) await call();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / count;
}

function describeCall(call: AwsCall): string {
  const name = (call.command.constructor as { name: string }).name.replace(/Command$/, '');
  const items = (call.command.input.TransactItems as unknown[] | undefined)?.length;
  return `${{ dynamodb: '', sqs: 'SQS ', bedrock: 'Bedrock ' }[call.service]}${name}${items ? `(${items})` : ''}${call.failed ? ' (condition failed)' : ''}`;
}
