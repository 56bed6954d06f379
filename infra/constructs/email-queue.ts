import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { emailQueueDefinition as q } from '../../lib/email/queue-definition';

/** The email queue and its DLQ, from the definition the local stack uses too. */
export class EmailQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.seconds(q.deadLetterRetentionSeconds),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.queue = new Queue(this, 'Queue', {
      visibilityTimeout: Duration.seconds(q.visibilityTimeoutSeconds),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: q.maxReceiveCount },
    });
  }
}
