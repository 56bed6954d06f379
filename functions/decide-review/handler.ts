import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { decideReview as decide } from '../../lib/reviews/decide';
import { decideReview } from '../catalogue';

export const handler = httpHandler(decideReview, async ({ params, body }, context) =>
  json(200, await decide(params.ticketId, body, context.receivedAt, { logger: context.logger })),
);
