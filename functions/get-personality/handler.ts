import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { getPersonality as readPersonality } from '../../lib/personalities/read';
import { getPersonality } from '../catalogue';

export const handler = httpHandler(getPersonality, async ({ params, principal }) => json(200, await readPersonality(principal.organizationId, params.id)));
