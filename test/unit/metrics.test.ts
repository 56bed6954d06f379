import { describe, expect, it } from 'vitest';
import { httpHandler } from '../../lib/http/handler';
import type { Limiter } from '../../lib/http/middleware/rate-limit';
import { json } from '../../lib/http/response';
import type { SpineRoute } from '../../lib/http/types';
import { Logger } from '../../lib/logger';
import { metricCatalogue, type MetricSpec } from '../../lib/metrics';
import { admitted, refused } from '../../lib/ratelimit/gcra';
import { httpEvent, lambdaContext } from '../support/events';
import { capturedLogs, clearLogs } from '../support/log-capture';

/**
 * What CloudWatch requires of an EMF line (the specification's validation rules): every metric
 * and dimension a directive names is a top-level member, dimension values are strings, at most
 * 30 dimensions per set, metric values are numbers.
 */
function emfViolations(line: Record<string, unknown>): string[] {
  const aws = line._aws as
    { Timestamp: number; CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] } | undefined;
  if (!aws) return ['no _aws block'];
  const violations: string[] = [];
  if (!Number.isInteger(aws.Timestamp)) violations.push('Timestamp');
  for (const directive of aws.CloudWatchMetrics) {
    if (!directive.Namespace) violations.push('Namespace');
    for (const set of directive.Dimensions) {
      if (set.length > 30) violations.push('more than 30 dimensions');
      for (const name of set) if (typeof line[name] !== 'string') violations.push(`dimension ${name} is not a string member`);
    }
    for (const metric of directive.Metrics) if (typeof line[metric.Name] !== 'number') violations.push(`metric ${metric.Name} has no value`);
  }
  return violations;
}

const lines = () => capturedLogs.filter((line) => line._aws);

describe('metrics as CloudWatch embedded metric format', () => {
  it('turns every catalogued marker into a valid EMF line, through the logger alone', () => {
    const logger = new Logger({ route: 'get-invoice', statusClass: '2xx', outcome: 'sent', layer: 'rules' });
    for (const marker of Object.keys(metricCatalogue)) {
      clearLogs();
      logger.info('counted', { metric: marker });
      const [line] = lines();
      expect(line, marker).toBeDefined();
      expect(emfViolations(line!), marker).toEqual([]);
      const spec: MetricSpec = metricCatalogue[marker as keyof typeof metricCatalogue];
      expect(line![spec.name], marker).toBe(1);
    }
  });

  it('keeps existing markers and their dimension values: a not-applied webhook event is WebhookEvents{outcome=not_applied}', () => {
    clearLogs();
    new Logger().warn('provider event not applied', { metric: 'webhook_event_not_applied', provider: 'stripe', reason: 'unknown_customer' });
    const [line] = lines();
    expect(line).toMatchObject({ outcome: 'not_applied', WebhookEvents: 1, provider: 'stripe' });
    expect((line!._aws as any).CloudWatchMetrics[0].Dimensions).toEqual([['outcome']]);
  });

  it('leaves out a dimension set whose value the line lacks rather than inventing one', () => {
    clearLogs();
    new Logger().info('x', { metric: 'request', statusClass: '4xx' });
    expect((lines()[0]!._aws as any).CloudWatchMetrics[0].Dimensions).toEqual([['statusClass']]);
  });

  it('writes metric lines whatever the log level, except silent', () => {
    clearLogs();
    new Logger({}, 40).info('quiet', { metric: 'email', outcome: 'sent' });
    new Logger({}, 40).info('not a metric');
    new Logger({}, 100).info('silent', { metric: 'email', outcome: 'sent' });
    expect(capturedLogs.map((line) => line.message)).toEqual(['quiet']);
  });

  it('ignores a marker it does not know', () => {
    clearLogs();
    new Logger().info('x', { metric: 'nope' });
    expect(lines()).toEqual([]);
  });
});

describe('the spine’s observability', () => {
  const route = { function: 'get-invoice', auth: 'public', rateClass: 'public', request: {} } as const satisfies SpineRoute;
  const admit: Limiter = { take: async (_b, policy, now) => admitted(policy, now, now + 1000 / policy.rate) };
  const refuse: Limiter = { take: async (_b, policy, now) => refused(policy, now, now + 60_000) };

  it('puts our request id, Lambda’s awsRequestId and API Gateway’s request id on every line of a request', async () => {
    const handler = httpHandler(
      route,
      async (_input, context) => {
        context.logger.info('inside');
        return json(200, {});
      },
      { limiter: admit },
    );
    clearLogs();
    const event = httpEvent();
    event.requestContext.requestId = 'apigw-123';
    const response = await handler(event, { ...lambdaContext(), awsRequestId: 'lambda-456' });
    expect(capturedLogs).toHaveLength(2);
    for (const line of capturedLogs)
      expect(line).toMatchObject({ requestId: response.headers['X-Request-Id'], awsRequestId: 'lambda-456', apiRequestId: 'apigw-123', route: 'get-invoice' });
  });

  it('counts every request by route and status class on its access line, and a 429 also as RateLimited, in one line', async () => {
    const ok = httpHandler(route, async () => json(200, {}), { limiter: admit });
    const limited = httpHandler(route, async () => json(200, {}), { limiter: refuse });
    clearLogs();
    await ok(httpEvent(), lambdaContext());
    await limited(httpEvent(), lambdaContext());
    const [first, second] = capturedLogs;
    expect(first).toMatchObject({ message: 'request completed', status: 200, statusClass: '2xx', Requests: 1 });
    expect(first!.RateLimited).toBeUndefined();
    expect(second).toMatchObject({ message: 'request completed', status: 429, statusClass: '4xx', code: 'rate_limited', Requests: 1, RateLimited: 1 });
    expect(capturedLogs).toHaveLength(2);
    for (const line of capturedLogs) expect(emfViolations(line)).toEqual([]);
  });
});
