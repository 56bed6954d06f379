import { describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import type { SpineRoute } from '../../lib/http/types';
import { createRateLimiter } from '../../lib/ratelimit/limiter';
import { httpEvent, invoke } from '../support/events';
import { capturedLogs, clearLogs } from '../support/log-capture';

const route: SpineRoute = { function: 't', auth: 'public', rateClass: 'public', request: {} };

describe('the rate limiter when DynamoDB is unavailable', () => {
  it('serves the request, still sends the headers, and logs a warning with the request id', async () => {
    // Nothing listens on port 9: every call is refused at once.
    const dead = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: 'http://127.0.0.1:9', region: 'us-east-1', maxAttempts: 1, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
    );
    const handler = httpHandler(route, async () => json(200, { ok: true }), { limiter: createRateLimiter({ client: dead, tableName: 't' }) });
    clearLogs();
    const res = await invoke(handler, httpEvent());
    expect(res.statusCode).toBe(200);
    expect(res.headers['X-RateLimit-Remaining']).toBeDefined();
    const warning = capturedLogs.find((line) => line.level === 'warn');
    expect(warning?.message).toMatch(/fail open/);
    expect(warning?.requestId).toBe(res.headers['X-Request-Id']);
  });
});
