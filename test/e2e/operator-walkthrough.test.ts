import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnLocalStack, type SpawnedStack } from '../../infra/local/spawn-stack';

const run = promisify(execFile);

/** docs/deploy.md's operator walkthrough, as a person copies it (the block after its marker). */
function walkthroughFromDocs(): string {
  const page = readFileSync('docs/deploy.md', 'utf8');
  const block = /<!-- operator-walkthrough -->\s*```sh\n([\s\S]*?)\n\s*```/.exec(page);
  if (!block) throw new Error('docs/deploy.md has no operator walkthrough block');
  return block[1]!.replace(/^ {3}/gm, '');
}

/**
 * Issue acceptance, as an operator meets it: a stack started with an empty data directory and no
 * seed, then the deployment walkthrough (docs/deploy.md) alone, twice (every command is safe to run again), with
 * the target switched from the AWS stack to this local one.
 */
describe('the operator walkthrough of docs/deploy.md on an empty local stack', () => {
  let stack: SpawnedStack;
  beforeAll(async () => {
    stack = await spawnLocalStack({}, { seed: false });
  }, 120_000);
  afterAll(async () => stack?.stop());

  it('needs no seed: an organization whose user refreshes, gets an invoice, accepts a proposal, and whose review is decided with the email arriving', async () => {
    expect(stack.demo).toMatchObject({ users: [], review_tickets: [], invoices: [] });
    const script = walkthroughFromDocs();
    const awsTarget = 'OPS_TARGET="--stack Service-prod"';
    expect(script).toContain(awsTarget);
    const local = script.replace(awsTarget, `OPS_TARGET="--dir ${stack.dir}"`);
    const env = { ...process.env, STRIPE_WEBHOOK_SECRET: `whsec_${'w'.repeat(32)}` };
    for (const attempt of ['first run', 'second run']) {
      const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', local], { env, maxBuffer: 1 << 20 }).catch(
        (error: { stdout: string; stderr: string }) => {
          throw new Error(`${attempt} failed:\n${error.stderr}\n${error.stdout}`);
        },
      );
      const lines = stdout.trim().split('\n');
      // Every command printed one line of JSON; the last is the smoke test's report.
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
      const smoke = JSON.parse(lines.at(-1)!);
      expect(smoke, attempt).toMatchObject({ ok: true, invoice_id: expect.stringMatching(/^inv_/), personality_id: expect.stringMatching(/^pers_/) });
      expect(smoke.checks).toEqual(
        expect.arrayContaining([
          'refresh the session',
          'list it (GET /v1/billing/invoices?status=open)',
          'read it back at its Location',
          'decide it as an admin (email queued)',
        ]),
      );
    }
    // The decisions' emails reach the developer through SQS and SES.
    const deadline = Date.now() + 20_000;
    let emails: { destination: { to: string[] }; subject: string }[] = [];
    while (Date.now() < deadline) {
      emails = ((await (await fetch(`${stack.info.ses_endpoint}/store`)).json()) as { emails: typeof emails }).emails.filter((e) =>
        e.destination.to.includes('alice@acme.example'),
      );
      if (emails.length >= 2) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(emails.map((e) => e.subject)).toEqual(['Acme Robotics is approved', 'Acme Robotics is approved']);
  }, 240_000);
});
