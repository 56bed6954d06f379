import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { listPersonalities as readPersonalities } from '../../lib/personalities/read';
import { listPersonalities } from '../catalogue';

export const handler = httpHandler(listPersonalities, async ({ query, principal }) => json(200, await readPersonalities(principal.organizationId, query)));
