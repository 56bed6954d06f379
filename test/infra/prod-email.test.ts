import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** The CDK app as `cdk synth -c stage=prod` runs it (the CLI hands it its context in CDK_CONTEXT_JSON). */
async function synthApp(context: Record<string, string>): Promise<{ code: number; stderr: string }> {
  const outdir = mkdtempSync(join(tmpdir(), 'cdk-app-'));
  try {
    await run(process.execPath, ['--import', 'tsx', 'infra/app.ts'], {
      // Without bundling and CDK's template validation (neither is what these tests check; together most of the time).
      env: { ...process.env, CDK_CONTEXT_JSON: JSON.stringify({ ...context, 'aws:cdk:bundling-stacks': [] }), CDK_OUTDIR: outdir, CDK_VALIDATION: 'false' },
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    return error as { code: number; stderr: string };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

describe('a prod synth with the placeholder email identity', () => {
  it('is refused in one line that says which flags to pass', async () => {
    const { code, stderr } = await synthApp({ stage: 'prod' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Stage prod would send review emails with emailIdentity example\.com.*-c emailIdentity=.*-c emailFrom=/),
    ]);
  });

  it('is refused too when only the identity is given and the sender is still the placeholder', async () => {
    const { code, stderr } = await synthApp({ stage: 'prod', emailIdentity: 'acme.io' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/emailFrom Service Reviews <reviews@example\.com>/);
  });

  // Dev keeps the placeholder (the other infra tests synthesise it, offline, with no setup).
  it('goes through with a real identity', async () => {
    expect(await synthApp({ stage: 'prod', emailIdentity: 'acme.io', emailFrom: 'Acme Reviews <reviews@acme.io>' })).toEqual({ code: 0, stderr: '' });
  });
});

describe('a synth for a Region the stage’s model is not offered in', () => {
  it('is refused in one line that names the Regions that serve it', async () => {
    const { code, stderr } = await synthApp({ stage: 'dev', region: 'eu-west-1' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^The model us\.amazon\.nova-lite-v1:0 is not offered in eu-west-1 .*us-east-1, us-east-2, us-west-2/),
    ]);
  });

  it('goes through for a Region its profiles serve', async () => {
    expect(await synthApp({ stage: 'dev', region: 'us-west-2' })).toEqual({ code: 0, stderr: '' });
  });
});
