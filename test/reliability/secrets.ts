import { readFileSync } from 'node:fs';
import { stack } from '../support/api';
import { demo as stackDemo } from '../support/stack';

/** Every string value of the stack's secret store (signing keys, admin token, webhook secrets). */
function secretValues(): string[] {
  const leaves = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(leaves) : [];
  return leaves(JSON.parse(readFileSync(stack.secrets_file, 'utf8')));
}

/** What must never appear in a response or a log line: secrets, and the tokens handed out. */
export function forbiddenValues(extra: string[] = []): string[] {
  const demo = stackDemo as { users: { refresh_token: string }[] };
  return [...secretValues(), ...demo.users.map((u) => u.refresh_token), ...extra].filter((value) => value.length >= 12);
}

/** Patterns of credentials, whatever their value: JWTs, refresh cookies, webhook secrets. */
export const credentialPatterns: [string, RegExp][] = [
  ['a JWT', /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]+/],
  ['a refresh cookie value', /service_refresh=ses_/],
  ['a webhook signing secret', /whsec_[A-Za-z0-9+/]{8,}/],
];

/** The forbidden values and patterns found in `text` (names only, never the values). */
export function leaksIn(text: string, forbidden: string[]): string[] {
  const found = forbidden
    .filter((value) => text.includes(value))
    .map((value) => `a secret value (${value.length} chars, starting ${JSON.stringify(value.slice(0, 4))})`);
  return [...found, ...credentialPatterns.filter(([, pattern]) => pattern.test(text)).map(([name]) => name)];
}
