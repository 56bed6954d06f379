export {};

// Unit tests never reach a network: point the modules' configuration at nothing that answers.
process.env.TABLE_NAME ??= 'unit-test-table';
process.env.DYNAMODB_ENDPOINT ??= 'http://127.0.0.1:9';
process.env.AWS_ACCESS_KEY_ID ??= 'unit';
process.env.AWS_SECRET_ACCESS_KEY ??= 'unit';
process.env.LOG_LEVEL = 'debug';
// Queue URLs the webhook and email modules read at load; unit tests pass their own SQS client.
for (const name of ['EMAIL_QUEUE_URL', 'WEBHOOK_EVENTS_QUEUE_URL', 'WEBHOOK_DELIVERIES_QUEUE_URL', 'WEBHOOK_RETRIES_QUEUE_URL']) {
  process.env[name] ??= 'http://127.0.0.1:9/000000000000/unit-queue';
}
// Secret ids only: unit tests inject secret values; nothing here can be read from a store.
for (const name of [
  'ADMIN_TOKEN_SECRET',
  'WEBHOOK_SIGNING_SECRETS_SECRET',
  'ACCESS_TOKEN_KEYS_SECRET',
  'REFRESH_TOKEN_KEY_SECRET',
  'PROPOSAL_TOKEN_KEY_SECRET',
]) {
  process.env[name] ??= `unit-${name}`;
}

// Log lines are captured, not printed, so tests can assert on them (see log-capture.ts).
const { captureLogs } = await import('./log-capture');
captureLogs();
