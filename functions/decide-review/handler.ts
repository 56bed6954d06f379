import { emailQueueUrl, sqsClient } from '../../lib/aws/sqs';
import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { decideReview } from '../../lib/reviews/decide';
import { operations } from '../operations';
import { routes } from '../routes';

export const handler = httpHandler(routes.decideReview, operations.decideReview.request, async ({ params, body }, context) =>
  json(200, await decideReview(params.ticketId, body, context.receivedAt, { sqs: sqsClient, queueUrl: emailQueueUrl, logger: context.logger })),
);
