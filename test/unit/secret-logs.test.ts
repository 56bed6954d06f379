import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSecretCache, secretRef } from '../../lib/aws/secrets';
import { httpHandler } from '../../lib/http/handler';
import { json } from '../../lib/http/response';
import { admitted } from '../../lib/ratelimit/gcra';
import { logger } from '../../lib/logger';
import { secretCatalogue, type SecretName } from '../../lib/secrets-catalogue';
import { httpEvent, invoke } from '../support/events';
import { capturedLogs, clearLogs } from '../support/log-capture';
import { report } from '../reliability/mode';

/**
 * A secret stored malformed must not reach the logs, not even the ~20 characters V8's
 * `JSON.parse` quotes around a syntax error. Each reader is fed values built around secret
 * material, its error is logged the way the spine logs a failed request, and every captured line
 * is searched for any 8 characters of that material.
 */
const secretsManager = mockClient(SecretsManagerClient);
afterAll(() => secretsManager.restore());
beforeEach(() => {
  clearSecretCache();
  secretsManager.reset();
});

const material = () => randomBytes(48).toString('base64url');
/** Every 8-character window of the material. */
const fragments = (secret: string) => Array.from({ length: secret.length - 7 }, (_, i) => secret.slice(i, i + 8));
const leaked = (secret: string) => {
  const text = capturedLogs.map((line) => JSON.stringify(line)).join('\n');
  return fragments(secret).filter((fragment) => text.includes(fragment));
};

/** Malformed values of each shape, each carrying the material where a mistake would put it. */
function malformedValues(name: SecretName, secret: string): Record<string, string> {
  const common = {
    'truncated JSON': `{"value":"${secret}"`,
    'unquoted JSON value': `{"value":${secret}}`,
    'JSON with a trailing comma': `["${secret}",]`,
    'the secret as a key': `{"${secret}":1}`,
  };
  switch (name) {
    case 'accessTokenKeys':
      return {
        ...common,
        'current key missing': JSON.stringify({ current: 'k2', k1: secret }),
        'key too short': JSON.stringify({ current: 'k1', k1: secret.slice(0, 20) }),
      };
    case 'webhookSigningSecrets':
      return {
        ...common,
        'wrong prefix': JSON.stringify({ stripe: [secret], standard: [secret] }),
        'three slots': JSON.stringify({ stripe: [secret, secret, secret], standard: [] }),
      };
    case 'adminToken':
    case 'refreshTokenKey':
    case 'proposalTokenKey':
      return { ...common, 'too short': secret.slice(0, 20), 'a JSON string': JSON.stringify(secret) };
  }
}

describe('secrets never reach the logs, even malformed', () => {
  const names = Object.keys(secretCatalogue) as SecretName[];
  let tried = 0;

  it.each(names)('%s', async (name) => {
    const read = secretRef(name);
    const secret = material();
    for (const [label, value] of Object.entries(malformedValues(name, secret))) {
      clearSecretCache();
      secretsManager.on(GetSecretValueCommand).resolves({ SecretString: value });
      clearLogs();
      let failure: unknown;
      try {
        await read();
      } catch (error) {
        failure = error;
      }
      // A JSON string is a valid value of a string secret; everything else must be refused.
      if (label === 'a JSON string') continue;
      expect(failure, label).toBeInstanceOf(Error);
      logger.error('request failed', { code: 'internal_error', error: failure });
      expect(capturedLogs, label).toHaveLength(1);
      expect(leaked(secret), `${name}: ${label}`).toEqual([]);
      tried++;
    }
  });

  it('through the spine: a malformed admin token is a 500 whose log line holds none of it', async () => {
    const secret = material();
    secretsManager.on(GetSecretValueCommand).resolves({ SecretString: `{"token":${secret}}` });
    const handler = httpHandler({ function: 'decide-review', auth: 'admin', rateClass: 'public', request: {} }, async () => json(200, {}), {
      limiter: { take: async (_b, policy, now) => admitted(policy, now, now + 1000 / policy.rate) },
    });
    clearLogs();
    const res = await invoke(handler, httpEvent({ headers: { 'x-service-admin-token': 'a'.repeat(30) } }));
    expect(res.statusCode).toBe(500);
    expect(capturedLogs.some((line) => line.message === 'request failed')).toBe(true);
    expect(leaked(secret)).toEqual([]);
    expect(res.body).not.toContain(secret.slice(0, 8));
  });

  it('the local secrets file: a malformed file leaks none of it either', async () => {
    const secret = material();
    const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
    const file = join(dir, 'secrets.json');
    writeFileSync(file, `{"admin-token":"${secret}",}`);
    vi.resetModules();
    vi.stubEnv('SECRETS_FILE', file);
    try {
      const fresh = await import('../../lib/aws/secrets');
      clearLogs();
      const failure = await fresh.readSecret('admin-token', secretCatalogue.adminToken.schema).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(fresh.MalformedSecretError);
      logger.error('request failed', { error: failure });
      expect(leaked(secret)).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
    report({
      area: 'Secrets',
      check: 'malformed secrets in the logs',
      tried: `each of the ${names.length} secret readers fed ${tried} malformed values built around secret material (truncated or invalid JSON, wrong shapes, the secret as a key), a malformed admin token through the spine, a malformed local secrets file; each error logged as a failed request`,
      outcome: 'no 8-character fragment of any secret in any log line (V8 quoted about 20 characters around the JSON syntax error, logged at error level)',
    });
  });
});
