import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

/** What the monitoring watches: every function, the email DLQ and the API. */
export interface MonitoringProps {
  functions: Map<string, IFunction>;
  deadLetterQueue: IQueue;
  api: HttpApi;
  /** Subscribed to the alarm topic when given (`-c alarmEmail=ops@example.com`). */
  alarmEmail?: string;
}

/**
 * Alarms to an SNS topic: any message in the email DLQ, any Lambda error or throttle, and an
 * API 5xx rate above 1 % over five minutes.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', { displayName: 'Service alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const action = new SnsAction(this.topic);
    const alarm = (name: string, metric: IMetric, threshold: number, description: string) => {
      new Alarm(this, name, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      }).addAlarmAction(action);
    };

    alarm('EmailDeadLetters', props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }), 0,
      'Review emails failed every retry and wait in the DLQ: check SES, then redrive.');
    for (const [name, fn] of props.functions) {
      alarm(`${name}-errors`, fn.metricErrors({ period: Duration.minutes(5) }), 0, `${name}: Lambda errors`);
      alarm(`${name}-throttles`, fn.metricThrottles({ period: Duration.minutes(5) }), 0, `${name}: Lambda throttles (concurrency limit reached)`);
    }
    const rate = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: {
        errors: props.api.metricServerError({ period: Duration.minutes(5) }),
        requests: props.api.metricCount({ period: Duration.minutes(5) }),
      },
      period: Duration.minutes(5),
      label: 'API 5xx %',
    });
    alarm('Api5xxRate', rate, 1, 'More than 1 % of API requests answered 5xx in five minutes.');
  }
}
