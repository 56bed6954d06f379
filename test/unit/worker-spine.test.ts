import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { workers } from '../../functions/catalogue';
import { traceIdOf } from '../../lib/logger';
import { queueWorker, scheduledWorker, workerSpineOf } from '../../lib/workers/handler';
import { ULID } from '../support/events';
import { capturedLogs, clearLogs } from '../support/log-capture';

const root = join(import.meta.dirname, '..', '..');
const message = z.strictObject({ n: z.number() });
const event = (...bodies: string[]): SQSEvent =>
  ({ Records: bodies.map((body, i) => ({ messageId: `m${i}`, body, attributes: { ApproximateReceiveCount: '1' } })) }) as unknown as SQSEvent;
const bodies = (count: number) => Array.from({ length: count }, (_, n) => JSON.stringify({ n }));
const context = (remainingMs?: number) => {
  const started = Date.now();
  return { awsRequestId: 'aws-1', ...(remainingMs === undefined ? {} : { getRemainingTimeInMillis: () => remainingMs - (Date.now() - started) }) };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the worker spine', () => {
  // First in the file: this module's first invocation is the instance's cold start.
  it('marks the first invocation of an instance as its cold start, and no other', async () => {
    const worker = queueWorker({ function: 'test', message, concurrency: 1, handle: async (_m, { logger }) => logger.info('work') });
    clearLogs();
    await worker(event(...bodies(2)), context());
    await worker(event(...bodies(1)), context());
    expect(capturedLogs.map((line) => line.coldStart)).toEqual([true, true, false]);
  });

  it('gives every record its own request id, beside the invocation’s Lambda id, X-Ray trace id and the message id', async () => {
    const trace = '1-5759e988-bd862e3fe1be46a994272793';
    process.env._X_AMZN_TRACE_ID = `Root=${trace};Parent=557abcec3ee5a047;Sampled=1`;
    try {
      const worker = queueWorker({ function: 'test', message, concurrency: 2, handle: async (m, { logger }) => logger.info('work', { n: m.n }) });
      clearLogs();
      await worker(event(...bodies(3)), context());
      expect(capturedLogs).toHaveLength(3);
      for (const line of capturedLogs) {
        expect(line).toMatchObject({ requestId: expect.stringMatching(ULID), awsRequestId: 'aws-1', traceId: trace, coldStart: false });
        expect(line.messageId).toBe(`m${line.n as number}`);
      }
      expect(new Set(capturedLogs.map((line) => line.requestId)).size).toBe(3);
    } finally {
      delete process.env._X_AMZN_TRACE_ID;
    }
  });

  it('takes the X-Ray trace id from the Root part of the trace header, wherever it stands', () => {
    expect(traceIdOf('Root=1-5759e988-bd862e3fe1be46a994272793;Parent=557abcec3ee5a047;Sampled=1')).toBe('1-5759e988-bd862e3fe1be46a994272793');
    expect(traceIdOf('Sampled=0;Root=1-aa-bb')).toBe('1-aa-bb');
    expect(traceIdOf('Parent=557abcec3ee5a047')).toBeUndefined();
    expect(traceIdOf(undefined)).toBeUndefined();
  });

  it('parses each record with its schema: a record it refuses fails alone, and never reaches the handler', async () => {
    const seen: number[] = [];
    const worker = queueWorker({ function: 'test', message, concurrency: 10, handle: async (m) => void seen.push(m.n) });
    clearLogs();
    const result = await worker(event('{"n":1}', 'not json', '{"n":"two"}', '{"n":3,"extra":true}', '{"n":4}'), context());
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }, { itemIdentifier: 'm2' }, { itemIdentifier: 'm3' }]);
    expect(seen.sort()).toEqual([1, 4]);
    expect(capturedLogs.filter((line) => line.level === 'error').map((line) => line.messageId)).toEqual(['m1', 'm2', 'm3']);
  });

  it.each([1, 3, 10])('keeps at most %i records in flight', async (concurrency) => {
    let inFlight = 0;
    let most = 0;
    const worker = queueWorker({
      function: 'test',
      message,
      concurrency,
      handle: async () => {
        most = Math.max(most, ++inFlight);
        await sleep(5);
        inFlight--;
      },
    });
    const result = await worker(event(...bodies(10)), context());
    expect(result.batchItemFailures).toEqual([]);
    expect(most).toBe(concurrency);
  });

  it('fails a record still running at its own deadline without holding the batch, and answers the others', async () => {
    const worker = queueWorker({
      function: 'test',
      message,
      concurrency: 10,
      recordTimeoutMs: 100,
      handle: (m) => (m.n === 1 ? new Promise(() => undefined) : sleep(10)),
    });
    clearLogs();
    const started = Date.now();
    const result = await worker(event(...bodies(3)), context(10_000));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
    expect(capturedLogs.find((line) => line.messageId === 'm1')).toMatchObject({ level: 'error', deadlineMs: 100 });
  });

  it('answers by the invocation’s deadline: the record running then fails, and those not started fail at once', async () => {
    let started = 0;
    const worker = queueWorker({
      function: 'test',
      message,
      concurrency: 1,
      handle: () => (started++, new Promise(() => undefined)),
    });
    const t0 = Date.now();
    // 1.2 s left less the spine's 1 s margin to answer: a 200 ms deadline.
    const result = await worker(event(...bodies(4)), context(1200));
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(result.batchItemFailures.map((f) => f.itemIdentifier)).toEqual(['m0', 'm1', 'm2', 'm3']);
    expect(started).toBe(1);
  });

  it('lets a worker log its own failure line (the email worker’s metric)', async () => {
    const failures: unknown[] = [];
    const worker = queueWorker({
      function: 'test',
      message,
      concurrency: 1,
      handle: () => Promise.reject(new Error('boom')),
      onFailure: (failure, { receiveCount, record }) => failures.push({ error: (failure.error as Error).message, receiveCount, id: record.messageId }),
    });
    clearLogs();
    await worker(event('{"n":1}'), context());
    expect(failures).toEqual([{ error: 'boom', receiveCount: 1, id: 'm0' }]);
    expect(capturedLogs).toEqual([]);
  });

  it('runs a scheduled worker once with its own logger and answers its result', async () => {
    const worker = scheduledWorker({
      function: 'test',
      run: async ({ logger, now }) => {
        logger.info('ran');
        return now;
      },
    });
    clearLogs();
    const before = Date.now();
    expect(await worker({}, context(5000))).toBeGreaterThanOrEqual(before);
    expect(capturedLogs).toEqual([
      expect.objectContaining({ message: 'ran', requestId: expect.stringMatching(ULID), awsRequestId: 'aws-1', coldStart: false }),
    ]);
  });
});

describe('every worker of the catalogue', () => {
  it.each(Object.values(workers).map((w) => w.function))('%s is made by the worker spine, under its own catalogue name', async (name) => {
    const { handler } = (await import(join(root, 'functions', name, 'handler.ts'))) as { handler: object };
    expect(workerSpineOf(handler)).toBe(name);
  });

  it('has no batch, deadline or logger plumbing of its own: only the spine reads SQS events or sets a deadline', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
      );
    const spine = join(root, 'lib', 'workers', 'handler.ts');
    const http = join(root, 'lib', 'http', 'handler.ts');
    const offenders = [...files(join(root, 'lib')), ...files(join(root, 'functions'))]
      .filter((file) => file !== spine && file !== http)
      .filter((file) => /\bSQSEvent\b|\bSQSBatchResponse\b|\bwithDeadline\(|\bdeadlineOf\(/.test(readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*).*$/gm, '')))
      .map((file) => relative(root, file));
    // deadlines.ts defines the deadline the two spines set.
    expect(offenders).toEqual(['lib/aws/deadlines.ts']);
  });
});
