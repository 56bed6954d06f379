import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { webhookQueueDefinitions as q } from '../../lib/webhooks/queue-definition';

/**
 * The outgoing-webhook queues (events to fan out, the hot delivery lane, the slow lane) and
 * their one dead-letter queue, from the definition the local stack uses too. Each is encrypted
 * and refuses plain HTTP, like the email queue.
 */
export class WebhookQueues extends Construct {
  readonly events: Queue;
  readonly deliveries: Queue;
  readonly retries: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.seconds(q.deadLetter.retentionSeconds),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const queue = (name: string, definition: { visibilityTimeoutSeconds: number; maxReceiveCount: number }) =>
      new Queue(this, name, {
        visibilityTimeout: Duration.seconds(definition.visibilityTimeoutSeconds),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: definition.maxReceiveCount },
      });
    this.events = queue('Events', q.events);
    this.deliveries = queue('Deliveries', q.deliveries);
    this.retries = queue('Retries', q.retries);
  }
}
