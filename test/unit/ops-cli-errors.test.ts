import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { opsArgs } from '../support/cli';

const run = promisify(execFile);

/**
 * `npm run ops -- <command> --stack <name>` on a machine without an AWS Region or credentials:
 * one line that says what is missing, and no SDK warning or stack trace before it. No request
 * leaves the machine: the Region is checked first, and instance metadata is switched off.
 */
async function ops(env: Record<string, string>): Promise<{ code: number; stderr: string; stdout: string }> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^AWS_/.test(name)));
  try {
    const { stdout, stderr } = await run(process.execPath, opsArgs('org:create', '--name', 'Acme', '--stack', 'Service-prod'), {
      env: { ...clean, HOME: '/nonexistent', AWS_EC2_METADATA_DISABLED: 'true', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return error as { code: number; stderr: string; stdout: string };
  }
}

describe('ops --stack without AWS configuration', () => {
  it('says in one line that a Region is needed', async () => {
    const { code, stderr, stdout } = await ops({});
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual(['ops org:create: no_aws_region: --stack needs a Region: pass --region <region> or set AWS_REGION']);
  });

  it('says in one line that credentials are needed', async () => {
    const { code, stderr } = await ops({ AWS_REGION: 'us-east-1', AWS_SHARED_CREDENTIALS_FILE: '/nonexistent', AWS_CONFIG_FILE: '/nonexistent' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^ops org:create: no_aws_credentials: --stack needs AWS credentials/)]);
  });
});
