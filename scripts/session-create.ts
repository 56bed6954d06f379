/**
 * Operator command: starts a session for a user and prints one line of JSON,
 * `{ session_id, user_id, organization_id, refresh_token, expires_at }`.
 *
 *   npm run session:create -- --email alice@acme.example
 *   npm run session:create -- --user-id usr_...
 *
 * Against the local stack it reads `.local/stack.json` (run `npm start` first). Against AWS, set
 * TABLE_NAME, REFRESH_TOKEN_KEY_SECRET (the secret's ARN) and AWS credentials in the environment.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { localSecretEnv } from '../infra/local/local-secrets';

const { values } = parseArgs({
  options: { email: { type: 'string' }, 'user-id': { type: 'string' }, dir: { type: 'string', default: '.local' } },
});
if (!values.email === !values['user-id']) {
  process.stderr.write('Usage: npm run session:create -- --email <email> | --user-id <usr_...>\n');
  process.exit(2);
}

const stackFile = join(values.dir, 'stack.json');
if (!process.env.TABLE_NAME && existsSync(stackFile)) {
  const stack = JSON.parse(readFileSync(stackFile, 'utf8')) as { dynamodb_endpoint: string; table_name: string; secrets_file: string };
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    TABLE_NAME: stack.table_name,
    DYNAMODB_ENDPOINT: stack.dynamodb_endpoint,
    ...localSecretEnv(stack.secrets_file),
  });
}
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

try {
  // Imported after the environment is in place: modules read their configuration at load.
  const { startSession } = await import('../lib/sessions/start-session');
  const session = await startSession(values.email ? { email: values.email } : { userId: values['user-id']! });
  process.stdout.write(JSON.stringify(session) + '\n');
} catch (error) {
  process.stderr.write(`Could not create a session: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
