/**
 * A small structured JSON logger.
 *
 * Chosen over Powertools Logger deliberately: we need only level filtering, persistent keys
 * (requestId) and one JSON line per call, and this module adds no measurable init time or
 * bundle weight (see BENCHMARKS.md). Every line is one JSON object on stdout, which Lambda ships
 * to CloudWatch as is.
 *
 * Metrics are log lines too: a line whose `metric` field names an entry of `metrics.ts` carries
 * the CloudWatch Embedded Metric Format block, so CloudWatch extracts the metric from the line
 * (docs/observability.md). Such a line is written whatever `LOG_LEVEL` says (but `silent`): a
 * metric must not depend on how chatty the logs are.
 */
import { parseEnv } from './config';
import { embeddedMetricFields } from './metrics';
import * as z from 'zod/mini';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = Exclude<keyof typeof levels, 'silent'>;

const env = parseEnv(
  z.object({
    LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
    SERVICE_NAME: z._default(z.string(), 'service-api'),
    AWS_LAMBDA_FUNCTION_NAME: z.optional(z.string()),
    /** The CloudWatch namespace of the service's metrics (the stack sets one per stage). */
    METRICS_NAMESPACE: z._default(z.string().check(z.minLength(1), z.maxLength(255)), 'ServiceApi'),
  }),
);

export type LogFields = Record<string, unknown>;
type LogSink = (line: string) => void;

let sink: LogSink = (line) => process.stdout.write(line + '\n');

/** Replaces where log lines go (the local stack tees them to a file; tests capture them). */
export function setLogSink(next: LogSink): void {
  sink = next;
}

/** A JSON logger: one line per call, with the persistent fields of its children (the request id). */
export class Logger {
  constructor(
    private readonly persistent: LogFields = {},
    private readonly threshold: number = levels[env.LOG_LEVEL],
  ) {}

  /** A logger whose every line also carries `fields` (e.g. the request id). */
  child(fields: LogFields): Logger {
    return new Logger({ ...this.persistent, ...fields }, this.threshold);
  }

  debug(message: string, fields?: LogFields): void {
    this.write('debug', message, fields);
  }
  info(message: string, fields?: LogFields): void {
    this.write('info', message, fields);
  }
  warn(message: string, fields?: LogFields): void {
    this.write('warn', message, fields);
  }
  error(message: string, fields?: LogFields): void {
    this.write('error', message, fields);
  }

  private write(level: LogLevel, message: string, fields?: LogFields): void {
    const isMetric = fields?.metric !== undefined;
    if (levels[level] < this.threshold && !(isMetric && this.threshold < levels.silent)) return;
    const now = Date.now();
    const line: LogFields = { level, time: new Date(now).toISOString(), message, ...this.persistent, ...fields };
    if (isMetric) Object.assign(line, embeddedMetricFields(line, env.METRICS_NAMESPACE, now));
    sink(JSON.stringify(line, errorReplacer));
  }
}

/** Errors serialise to name, message and stack (JSON.stringify drops them otherwise). */
function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack };
  }
  return value;
}

/** Whether this instance has not answered an invocation yet: its first one is its cold start. */
let coldStart = true;

/** The X-Ray trace id of a trace header (`Root=1-…;Parent=…;Sampled=1`): its `Root` part. */
export function traceIdOf(header: string | undefined): string | undefined {
  return header ? /(?:^|;)\s*Root=([^;\s]+)/.exec(header)?.[1] : undefined;
}

/**
 * The fields both spines (lib/http/handler.ts, lib/workers/handler.ts) put on every line of an
 * invocation beside their own request id: Lambda's `awsRequestId` (its START/END/REPORT lines),
 * the X-Ray `traceId` (the runtime sets `_X_AMZN_TRACE_ID` for each invocation; absent locally) and
 * `coldStart`, true on the first invocation of the instance, the one that paid its init. Call it
 * once per invocation: the call is what ends the cold start.
 */
export function invocationFields(context: { awsRequestId?: string } | undefined): LogFields {
  const first = coldStart;
  coldStart = false;
  return { awsRequestId: context?.awsRequestId, traceId: traceIdOf(process.env._X_AMZN_TRACE_ID), coldStart: first };
}

export const logger = new Logger({ service: env.SERVICE_NAME, function: env.AWS_LAMBDA_FUNCTION_NAME });
