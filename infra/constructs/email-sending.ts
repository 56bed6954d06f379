import { Duration, Stack } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { CloudWatchDimensionSource, ConfigurationSet, EmailSendingEvent, EventDestination, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

/** The sending events counted in CloudWatch for the configuration set (each a custom metric, $0.30 a month). */
export type CountedSendingEvent = 'Send' | 'Bounce' | 'Complaint';

/**
 * How SES sends the review emails: one configuration set every send names (lib/email/deliver.ts).
 * Its suppression options put a recipient who hard-bounces or complains on the account's
 * suppression list, and SES then accepts but never delivers another message to that address
 * (docs/operations.md: suppressed recipients); its event destination counts sends, bounces and
 * complaints in CloudWatch (namespace AWS/SES, dimension `ses:configuration-set`) for the dashboard.
 */
export class EmailSending extends Construct {
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
    });
    this.configurationSet.addEventDestination('CloudWatch', {
      destination: EventDestination.cloudWatchDimensions([
        // SES's auto-tag: every message sent with the set carries its name.
        { source: CloudWatchDimensionSource.MESSAGE_TAG, name: 'ses:configuration-set', defaultValue: this.configurationSet.configurationSetName },
      ]),
      events: [EmailSendingEvent.SEND, EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
  }

  /** The configuration set's ARN, which `ses:SendEmail` is authorized against besides the identity. */
  get arn(): string {
    return Stack.of(this).formatArn({ service: 'ses', resource: 'configuration-set', resourceName: this.configurationSet.configurationSetName });
  }

  /** A count of one sending event of the set (the event destination's metric), summed over `period`. */
  metric(event: CountedSendingEvent, period = Duration.hours(1)): Metric {
    return new Metric({
      namespace: 'AWS/SES',
      metricName: event,
      dimensionsMap: { 'ses:configuration-set': this.configurationSet.configurationSetName },
      statistic: 'Sum',
      period,
      label: event,
    });
  }

  /**
   * The account's reputation rate (0..1, over the representative volume SES judges an account by,
   * not a fixed window): `Reputation.BounceRate` or `Reputation.ComplaintRate`. The account's, not
   * the set's: AWS reviews and pauses the account on these, whoever else sends from it.
   */
  static reputation(rate: 'BounceRate' | 'ComplaintRate'): Metric {
    return new Metric({ namespace: 'AWS/SES', metricName: `Reputation.${rate}`, statistic: 'Maximum', period: Duration.hours(1) });
  }
}
