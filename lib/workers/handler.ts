import type { Context, SQSBatchItemFailure, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { ulid } from 'ulid';
import type * as z from 'zod/mini';
import { deadlineOf, withDeadline } from '../aws/deadlines';
import { mapInOrder } from '../in-order';
import { invocationFields, logger as rootLogger, type Logger } from '../logger';

/**
 * The worker spine: the one shape of every function not triggered by HTTP (the catalogue's
 * `workers`), as lib/http/handler.ts is the one shape of every route. It owns what a handler must
 * not re-implement: a logger per record (or run) whose every line carries a fresh request id,
 * Lambda's `awsRequestId`, the X-Ray `traceId` and `coldStart`; the parse of each record with its
 * schema; how many records run at once; the deadlines; and the partial batch answer
 * (`batchItemFailures`, `reportBatchItemFailures` on every event source), so SQS resends only the
 * records that failed. docs/architecture.md, "The worker spine".
 *
 * Every AWS call of an invocation gives up by its deadline (the remaining time less a margin to
 * answer: lib/aws/deadlines.ts), and each record by the earlier of that and its own
 * `recordTimeoutMs`; a record not started by then fails at once. The batch always answers in
 * time, whatever one record does.
 */

/** The Lambda context the spine reads (tests pass a part of it). */
export type WorkerContext = Pick<Context, 'awsRequestId'> & Partial<Pick<Context, 'getRemainingTimeInMillis'>>;

/** What a record's handler is given beside its parsed message. */
export interface RecordContext {
  /** Bound to this record: its request id, the invocation's ids, the SQS message id. */
  logger: Logger;
  /** The record as SQS delivered it (its source queue, attributes). */
  record: SQSRecord;
  /** How many times SQS has handed this message out, this time included. */
  receiveCount: number;
}

/** Why a record was reported failed: it threw, or it was still running (or not started) at its deadline. */
export type RecordFailure = { error: unknown; late?: undefined } | { late: true; deadlineMs: number; error?: undefined };

/** A queue worker: the catalogue's function name, the message schema, the work per message and its bounds. */
export interface QueueWorker<S extends z.ZodMiniType> {
  /** The catalogue entry's `function` (functions/catalogue.ts, `workers`). */
  function: string;
  /** What one message's body is (JSON): a body it refuses fails the record, so SQS redelivers and then dead-letters it. */
  message: S;
  /** The work of one message; throwing fails the record. */
  handle: (message: z.output<S>, context: RecordContext) => Promise<unknown>;
  /**
   * Records in flight at once: 1 to run them one after another, the batch size to start them
   * all at once (a slow receiver in one record does not hold the others back).
   */
  concurrency: number;
  /**
   * The most one record may take (default: the invocation's deadline only). A record still running
   * then is reported failed and abandoned: SQS redelivers it after its visibility timeout, and the
   * records' own state (a delivery's claim) says what happened to it.
   */
  recordTimeoutMs?: number;
  /** The line a failed record is logged with (default: an error naming the worker). */
  onFailure?: (failure: RecordFailure, context: RecordContext) => void;
}

/** A scheduled worker: the catalogue's function name and the work of one run. */
export interface ScheduledWorker<T> {
  function: string;
  run: (context: { logger: Logger; now: number }) => Promise<T>;
}

/** The function name of each handler the spine made, so a test can hold that every worker has one. */
const spineOf = new WeakMap<object, string>();

/** The catalogue function name a handler was made for by the worker spine; undefined for any other function. */
export function workerSpineOf(handler: object): string | undefined {
  return spineOf.get(handler);
}

/** What a record still running at its deadline settles as. */
const LATE = Symbol('late');

/** `work`, or {@link LATE} if it has not settled by `deadline` (epoch ms). */
function byDeadline<T>(work: Promise<T>, deadline: number): Promise<T | typeof LATE> {
  if (!Number.isFinite(deadline)) return work;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => (timer = setTimeout(() => resolve(LATE), Math.max(0, deadline - Date.now()))));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Runs `work` within the invocation's deadline, if Lambda gave one. */
const bounded = <T>(deadline: number | undefined, work: () => Promise<T>) => (deadline === undefined ? work() : withDeadline(deadline, work));

/** The SQS handler of a queue worker: every record parsed, run within its bounds, the failures answered. */
export function queueWorker<S extends z.ZodMiniType>(worker: QueueWorker<S>): (event: SQSEvent, context?: WorkerContext) => Promise<SQSBatchResponse> {
  const { recordTimeoutMs } = worker;
  const handler = async (event: SQSEvent, context?: WorkerContext): Promise<SQSBatchResponse> => {
    const startedMs = Date.now();
    const invocation = invocationFields(context);
    const invocationDeadline = deadlineOf(context, startedMs);
    const recordDeadline = Math.min(invocationDeadline ?? Infinity, recordTimeoutMs === undefined ? Infinity : startedMs + recordTimeoutMs);

    const runRecord = async (record: SQSRecord): Promise<SQSBatchItemFailure | undefined> => {
      const logger = rootLogger.child({ requestId: ulid(), ...invocation, messageId: record.messageId });
      const recordContext: RecordContext = { logger, record, receiveCount: Number(record.attributes?.ApproximateReceiveCount ?? '1') };
      let failure: RecordFailure;
      if (Date.now() >= recordDeadline) {
        failure = { late: true, deadlineMs: recordDeadline - startedMs };
      } else {
        try {
          const work = Promise.resolve().then(() => worker.handle(worker.message.parse(JSON.parse(record.body)), recordContext));
          if ((await byDeadline(work, recordDeadline)) !== LATE) return undefined;
          // Whatever it still does is abandoned; its own state (a claim) records what became of it.
          work.catch(() => undefined);
          failure = { late: true, deadlineMs: recordDeadline - startedMs };
        } catch (error) {
          failure = { error };
        }
      }
      if (worker.onFailure) worker.onFailure(failure, recordContext);
      else if (failure.late) {
        logger.error(`${worker.function} did not finish the message by its deadline; SQS will redeliver it`, {
          deadlineMs: failure.deadlineMs,
          receiveCount: recordContext.receiveCount,
        });
      } else logger.error(`${worker.function} failed the message; SQS will redeliver it`, { error: failure.error, receiveCount: recordContext.receiveCount });
      return { itemIdentifier: record.messageId };
    };

    const results = await bounded(invocationDeadline, () => mapInOrder(event.Records, worker.concurrency, runRecord));
    return { batchItemFailures: results.filter((failure) => failure !== undefined) };
  };
  spineOf.set(handler, worker.function);
  return handler;
}

/** The handler of a scheduled worker: one run with its own logger, within the invocation's deadline. */
export function scheduledWorker<T>(worker: ScheduledWorker<T>): (event?: unknown, context?: WorkerContext) => Promise<T> {
  const handler = async (_event?: unknown, context?: WorkerContext): Promise<T> => {
    const now = Date.now();
    const logger = rootLogger.child({ requestId: ulid(), ...invocationFields(context) });
    return bounded(deadlineOf(context, now), () => worker.run({ logger, now }));
  };
  spineOf.set(handler, worker.function);
  return handler;
}
