import { emailQueueUrl, sqsClient } from '../../lib/aws/sqs';
import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { decideParams, decideReview, decisionBody } from '../../lib/reviews/decide';
import { routes } from '../routes';

export const handler = httpHandler(routes.decideReview, { params: decideParams, body: decisionBody }, async ({ params, body }, context) =>
  json(200, await decideReview(params.ticketId, body, context.receivedAt, { sqs: sqsClient, queueUrl: emailQueueUrl, logger: context.logger })),
);
