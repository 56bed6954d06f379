import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  AlarmStatusWidget,
  type CfnAlarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { MetricName } from '../../lib/metrics';
import { EmailSending } from './email-sending';

/** What the monitoring watches: every function, the email DLQ, the webhook queues, the API and the service's own metrics. */
export interface MonitoringProps {
  functions: Map<string, IFunction>;
  deadLetterQueue: IQueue;
  api: HttpApi;
  /** Each API route's function and the p99 duration above which its latency alarm fires. */
  routes: readonly { function: string; fn: IFunction; p99AlarmMs: number }[];
  /** Subscribed to the alarm topic when given (`-c alarmEmail=ops@example.com`). */
  alarmEmail?: string;
  /** Where the functions' EMF metrics are (`lib/metrics.ts`). */
  metricsNamespace: string;
  /** 429s in five minutes above which the abuse alarm fires. */
  rateLimitedAlarmPer5Minutes: number;
  /** The outgoing-webhook queues: their DLQ, and the hot lane whose backlog means isolation is failing. */
  webhooks?: { deadLetterQueue: IQueue; deliveries: IQueue; retries: IQueue; events: IQueue };
  /** How SES sends the emails: its configuration set's sending events, and the account's reputation. */
  emailSending?: EmailSending;
}

const fiveMinutes = Duration.minutes(5);

/**
 * Alarms to an SNS topic and one dashboard.
 *
 * Alarms: any message in the email DLQ or the webhook DLQ, a hot webhook lane whose oldest message
 * waited over 2 minutes, any Lambda error or throttle, a route's p99 duration above its budget
 * (three five-minute periods in a row), an API 5xx rate above 1 % over five
 * minutes, and from the service's own metrics: any rate-limiter fallback (DynamoDB did not
 * answer the limiter), any webhook event not applied, any email dead-lettered, a failed email
 * send, and 429s above the stage's abuse threshold; the SES account's bounce and complaint rates
 * (AWS's reputation metrics). Policy refusals, webhook deliveries (a
 * receiver failing is its owner's concern) and endpoints disabled are on the dashboard only.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', { displayName: 'Service alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const action = new SnsAction(this.topic);
    const alarm = (name: string, metric: IMetric, threshold: number, description: string, periods = 1) => {
      const created = new Alarm(this, name, {
        metric,
        threshold,
        evaluationPeriods: periods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      created.addAlarmAction(action);
      this.alarms.push(created);
      return created;
    };
    /** One of the service's EMF metrics, summed over five minutes, at one dimension set. */
    const service = (metricName: MetricName, dimensionsMap: Record<string, string> = {}, label?: string) =>
      new Metric({ namespace: props.metricsNamespace, metricName, dimensionsMap, statistic: 'Sum', period: fiveMinutes, label });
    /** Every series of a metric at a dimension set, whatever its values (a CloudWatch search). */
    const search = (metricName: MetricName, dimensions: string[], label: string) =>
      new MathExpression({
        expression: `SEARCH('{${props.metricsNamespace},${dimensions.join(',')}} MetricName="${metricName}"', 'Sum', 300)`,
        usingMetrics: {},
        label,
        period: fiveMinutes,
      });

    alarm(
      'EmailDeadLetters',
      props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' }),
      0,
      'Review emails failed every retry and wait in the DLQ: check SES, then redrive.',
    );
    for (const [name, fn] of props.functions) {
      alarm(`${name}-errors`, fn.metricErrors({ period: fiveMinutes }), 0, `${name}: Lambda errors`);
      alarm(`${name}-throttles`, fn.metricThrottles({ period: fiveMinutes }), 0, `${name}: Lambda throttles (reserved or account concurrency reached)`);
    }
    // One function per route, so its Duration is the route's time in the service (API Gateway's own
    // per-route latency needs detailed metrics, billed per route). Fifteen minutes, not five: one
    // slow burst (a cold instance's first connections) is not an incident.
    for (const route of props.routes) {
      const latency = alarm(
        `${route.function}-p99-latency`,
        route.fn.metricDuration({ period: fiveMinutes, statistic: 'p99' }),
        route.p99AlarmMs,
        `${route.function}: p99 duration above ${route.p99AlarmMs} ms for 15 minutes (a slow dependency: see the route's log lines by traceId, and X-Ray)`,
        3,
      );
      // A p99 of a handful of requests says nothing: such a period leaves the state as it was (no L2 prop).
      (latency.node.defaultChild as CfnAlarm).evaluateLowSampleCountPercentile = 'ignore';
    }
    const rate = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: {
        errors: props.api.metricServerError({ period: fiveMinutes }),
        requests: props.api.metricCount({ period: fiveMinutes }),
      },
      period: fiveMinutes,
      label: 'API 5xx %',
    });
    alarm('Api5xxRate', rate, 1, 'More than 1 % of API requests answered 5xx in five minutes.');
    alarm(
      'RateLimiterFallbacks',
      service('RateLimiterFallbacks'),
      0,
      'The rate limiter could not reach DynamoDB and limited in each instance’s memory (limits then hold per instance, not across instances): check DynamoDB throttling and errors.',
    );
    alarm(
      'WebhookEventsNotApplied',
      service('WebhookEvents', { outcome: 'not_applied' }),
      0,
      'A signed provider event was recorded but not applied (unknown customer, unsupported type, unreadable object): see the warning lines with metric webhook_event_not_applied; fix the cause and have the provider resend.',
    );
    alarm('EmailsDeadLettered', service('Emails', { outcome: 'dead_lettered' }), 0, 'An email failed its last delivery attempt and went to the DLQ.');
    if (props.webhooks) {
      const { deadLetterQueue, deliveries } = props.webhooks;
      alarm(
        'WebhookDeadLetters',
        deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' }),
        0,
        'A webhook worker failed a message on every receive (DynamoDB unreachable, or a bug; receivers failing never land here): see the functions’ error lines. The records in DynamoDB are the truth and the sweeper sends what is due, so purge the DLQ once fixed.',
      );
      alarm(
        'WebhookDeliveryBacklog',
        deliveries.metricApproximateAgeOfOldestMessage({ period: fiveMinutes, statistic: 'Maximum' }),
        120,
        'First attempts to healthy webhook endpoints waited over 2 minutes on the hot lane: deliver-webhooks is throttled or failing, or slow receivers hold it (docs/webhooks.md, isolation).',
      );
    }
    alarm('EmailsFailing', service('Emails', { outcome: 'failed' }), 2, 'Email sends are failing (SES refusing or unreachable); SQS retries them.');
    if (props.emailSending) {
      // AWS reviews an account at a 5 % bounce or 0.1 % complaint rate and may pause its sending
      // beyond: these fire at half of that, with time to act.
      alarm(
        'EmailBounceRate',
        EmailSending.reputation('BounceRate'),
        0.025,
        'The SES account’s bounce rate passed 2.5 % (AWS reviews the account at 5 %): see the bounced recipients in the account’s suppression list (docs/operations.md, suppressed recipients) and why the service mails addresses that do not exist.',
      );
      alarm(
        'EmailComplaintRate',
        EmailSending.reputation('ComplaintRate'),
        0.0005,
        'The SES account’s complaint rate passed 0.05 % (AWS reviews the account at 0.1 %): recipients mark review emails as spam; see the suppression list (docs/operations.md, suppressed recipients).',
      );
    }
    alarm(
      'RateLimitedSurge',
      service('RateLimited'),
      props.rateLimitedAlarmPer5Minutes,
      'Many requests refused with 429 in five minutes: a client is flooding the API (see the route breakdown on the dashboard); consider the edge rate rule.',
    );

    this.dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.hours(3) });
    const lambdaMetric = (label: string, make: (fn: IFunction) => IMetric) =>
      [...props.functions.values()].map(make).map((m, i) => (m as Metric).with({ label: `${[...props.functions.keys()][i]} ${label}` }));
    this.dashboard.addWidgets(
      new TextWidget({
        markdown: `## Service API\nMetrics in \`${props.metricsNamespace}\` are written by the functions as embedded metric format (lib/metrics.ts, docs/observability.md). Every log line carries \`requestId\`, \`awsRequestId\`, the X-Ray \`traceId\` and \`coldStart\` (an API request's also \`apiRequestId\`).`,
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Requests by route and status class', left: [search('Requests', ['route', 'statusClass'], '')], width: 12 }),
      new GraphWidget({
        title: 'Server errors and 429s',
        left: [
          service('Requests', { statusClass: '5xx' }, 'our 5xx'),
          props.api.metricServerError({ period: fiveMinutes, label: 'API Gateway 5xx' }),
          service('RateLimited', {}, '429'),
        ],
        width: 12,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Rate-limiter fallbacks by route', left: [search('RateLimiterFallbacks', ['route'], '')], width: 6 }),
      new GraphWidget({ title: '429s by route', left: [search('RateLimited', ['route'], '')], width: 6 }),
      new GraphWidget({ title: 'Webhook events by outcome', left: [search('WebhookEvents', ['outcome'], '')], width: 6 }),
      new GraphWidget({
        title: 'Emails by outcome',
        left: [search('Emails', ['outcome'], '')],
        right: [props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum', label: 'DLQ depth' })],
        width: 6,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Policy refusals by layer', left: [search('PolicyRefusals', ['layer'], '')], width: 6 }),
      new GraphWidget({
        title: 'Webhook deliveries by outcome, endpoints disabled',
        left: [search('WebhookDeliveries', ['outcome'], '')],
        right: [service('WebhookEndpointsDisabled', {}, 'endpoints disabled')],
        width: 6,
      }),
      ...(props.emailSending
        ? [
            new GraphWidget({
              title: 'SES sends, bounces and complaints (configuration set)',
              left: (['Send', 'Bounce', 'Complaint'] as const).map((event) => props.emailSending!.metric(event, fiveMinutes)),
              right: [
                EmailSending.reputation('BounceRate').with({ label: 'account bounce rate' }),
                EmailSending.reputation('ComplaintRate').with({ label: 'account complaint rate' }),
              ],
              width: 6,
            }),
          ]
        : []),
      new GraphWidget({ title: 'Lambda errors', left: lambdaMetric('errors', (fn) => fn.metricErrors({ period: fiveMinutes })), width: 6 }),
      new GraphWidget({ title: 'Lambda throttles', left: lambdaMetric('throttles', (fn) => fn.metricThrottles({ period: fiveMinutes })), width: 6 }),
      new GraphWidget({
        title: 'Lambda duration p99',
        left: lambdaMetric('p99', (fn) => fn.metricDuration({ period: fiveMinutes, statistic: 'p99' })),
        width: 6,
      }),
    );
    if (props.webhooks) {
      const { deliveries, retries, events, deadLetterQueue } = props.webhooks;
      const age = (queue: IQueue, label: string) => queue.metricApproximateAgeOfOldestMessage({ period: fiveMinutes, statistic: 'Maximum', label });
      this.dashboard.addWidgets(
        new GraphWidget({
          title: 'Webhook queues: oldest message (s) and DLQ depth',
          left: [age(events, 'events'), age(deliveries, 'hot lane'), age(retries, 'slow lane')],
          right: [deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum', label: 'DLQ depth' })],
          width: 24,
        }),
      );
    }
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'API latency p99 and count',
        left: [props.api.metricLatency({ period: fiveMinutes, statistic: 'p99' })],
        right: [props.api.metricCount({ period: fiveMinutes })],
        width: 12,
      }),
      new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 12 }),
    );
  }
}
