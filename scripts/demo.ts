/**
 * `npm run -s demo -- <key>`: a value of the running local stack's `demo.json`, found as every
 * tool finds the stack (`--dir <path>`, else `SERVICE_DIR`, else `.local` if its stack runs, else
 * the latest stack started; infra/local/running-stacks.ts). Snippets read their URLs and ids
 * through it, so they always talk to the stack the tools talk to, never to an old `.local/`.
 *
 *   npm run -s demo -- base_url              http://127.0.0.1:3000
 *   npm run -s demo -- review_tickets[0]     rvw_...
 *   npm run -s demo -- webhook_secrets.stripe
 *   npm run -s demo                          the stack's directory (its logs are in logs/api.log)
 *
 * Strings print as they are, anything else as JSON. A missing key is an error of one line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findLocalStack } from '../infra/local/running-stacks';

const { values, positionals } = parseArgs({ options: { dir: { type: 'string' } }, allowPositionals: true });
try {
  const dir = findLocalStack(values.dir);
  const key = positionals[0];
  if (key === undefined) {
    process.stdout.write(`${dir}\n`);
  } else {
    let value: unknown = JSON.parse(readFileSync(join(dir, 'demo.json'), 'utf8'));
    // `users[0].email` walks keys and indices alike.
    for (const step of key.split(/[.[\]]/).filter(Boolean)) {
      value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[step] : undefined;
      if (value === undefined) throw new Error(`demo.json of ${dir} has no ${key}`);
    }
    process.stdout.write(`${typeof value === 'string' ? value : JSON.stringify(value)}\n`);
  }
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
}
