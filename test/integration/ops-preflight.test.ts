import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservedBy, UNRESERVED_MINIMUM } from '../../scripts/ops/preflight';
import { stages } from '../../infra/stages';
import { opsArgs } from '../support/cli';

const run = promisify(execFile);

/** What the fake account answers; each test sets its own. */
interface Account {
  concurrency: { limit: number; unreserved: number };
  productionAccess: boolean;
  verified: string[];
  bootstrapVersion?: number;
  profiles: string[];
}
let account: Account;

/**
 * A local fake of the read-only AWS APIs preflight calls, answering in each service's protocol
 * as AWS does (Lambda, SES v2 and Bedrock REST-JSON; CloudFormation's query protocol, XML).
 */
function answer(req: IncomingMessage, res: ServerResponse, body: string) {
  const json = (status: number, value: unknown, errorType?: string) => {
    res.writeHead(status, { 'content-type': 'application/json', ...(errorType ? { 'x-amzn-errortype': errorType } : {}) });
    res.end(JSON.stringify(value));
  };
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (path === '/2016-08-19/account-settings') {
    return json(200, { AccountLimit: { ConcurrentExecutions: account.concurrency.limit, UnreservedConcurrentExecutions: account.concurrency.unreserved } });
  }
  if (path === '/v2/email/account') return json(200, { SendingEnabled: true, ProductionAccessEnabled: account.productionAccess });
  const identity = /^\/v2\/email\/identities\/(.+)$/.exec(path)?.[1];
  if (identity) {
    return account.verified.includes(identity)
      ? json(200, { IdentityType: 'DOMAIN', VerifiedForSendingStatus: true, VerificationStatus: 'SUCCESS' })
      : json(404, { message: `Email identity ${identity} does not exist.` }, 'NotFoundException');
  }
  const profile = /^\/inference-profiles\/(.+)$/.exec(path)?.[1];
  if (profile) {
    return account.profiles.includes(profile)
      ? json(200, { inferenceProfileId: profile, inferenceProfileName: profile, status: 'ACTIVE', type: 'SYSTEM_DEFINED', models: [] })
      : json(404, { message: `The inference profile ${profile} was not found.` }, 'ResourceNotFoundException');
  }
  if (req.method === 'POST' && new URLSearchParams(body).get('Action') === 'DescribeStacks') {
    res.writeHead(account.bootstrapVersion ? 200 : 400, { 'content-type': 'text/xml' });
    return res.end(
      account.bootstrapVersion
        ? `<DescribeStacksResponse xmlns="http://cloudformation.amazonaws.com/doc/2010-05-15/"><DescribeStacksResult><Stacks><member><StackName>CDKToolkit</StackName><StackStatus>UPDATE_COMPLETE</StackStatus><CreationTime>2026-01-01T00:00:00Z</CreationTime><Outputs><member><OutputKey>BootstrapVersion</OutputKey><OutputValue>${account.bootstrapVersion}</OutputValue></member></Outputs></member></Stacks></DescribeStacksResult><ResponseMetadata><RequestId>1</RequestId></ResponseMetadata></DescribeStacksResponse>`
        : `<ErrorResponse xmlns="http://cloudformation.amazonaws.com/doc/2010-05-15/"><Error><Type>Sender</Type><Code>ValidationError</Code><Message>Stack with id CDKToolkit does not exist</Message></Error><RequestId>1</RequestId></ErrorResponse>`,
    );
  }
  json(404, { message: `fake AWS: no ${req.method} ${path}` }, 'UnknownOperationException');
}

let server: Server;
let endpoint = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => answer(req, res, body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** `npm run ops -- preflight …` against the fake (every SDK client reaches it through AWS_ENDPOINT_URL). */
async function preflight(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, AWS_ENDPOINT_URL: endpoint, AWS_ACCESS_KEY_ID: 'fake', AWS_SECRET_ACCESS_KEY: 'fake', AWS_REGION: 'us-east-1' };
  try {
    const { stdout, stderr } = await run(process.execPath, opsArgs('preflight', ...args), { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return error as { code: number; stdout: string; stderr: string };
  }
}

const prodNeeds = reservedBy(stages.prod);
const ready: Account = {
  concurrency: { limit: 1000, unreserved: 1000 },
  productionAccess: true,
  verified: ['acme.io'],
  bootstrapVersion: 28,
  profiles: [stages.prod.model.id],
};

describe('ops preflight', () => {
  it('passes an account ready for prod, one line per check', async () => {
    account = ready;
    const { code, stdout } = await preflight('--email-identity', 'acme.io');
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines.slice(0, -1).map((line) => line.split(/\s+/).slice(0, 2))).toEqual(
      ['region', 'cdk-bootstrap', 'lambda-concurrency', 'ses-production-access', 'ses-identity', 'bedrock-model'].map((check) => ['ok', check]),
    );
    expect(lines.at(-1)).toBe('6 checks passed');
  });

  it('fails a new account whose concurrency quota prod cannot reserve from, a sandbox, an unverified identity and no bootstrap, saying what to do', async () => {
    account = { ...ready, concurrency: { limit: 10, unreserved: 10 }, productionAccess: false, verified: [], bootstrapVersion: undefined };
    const { code, stdout, stderr } = await preflight('--email-identity', 'acme.io');
    expect(code).toBe(1);
    expect(stdout).toMatch(new RegExp(`^fail lambda-concurrency +the stage reserves ${prodNeeds} .*quota of at least ${prodNeeds + UNRESERVED_MINIMUM}`, 'm'));
    expect(stdout).toMatch(/^fail ses-production-access +the account is in the SES sandbox/m);
    expect(stdout).toMatch(/^fail ses-identity +acme\.io is not an SES identity/m);
    expect(stdout).toMatch(/^fail cdk-bootstrap +the Region is not bootstrapped: npx cdk bootstrap/m);
    expect(stderr.trim()).toBe('ops preflight: preflight_failed: 4 of 6 checks failed: fix them before cdk deploy');
  });

  it('fails a Region the stage’s model is not offered in', async () => {
    account = { ...ready, profiles: [] };
    const { code, stdout } = await preflight('--email-identity', 'acme.io', '--region', 'eu-west-1');
    expect(code).toBe(1);
    expect(stdout).toMatch(/^fail region +The model us\.amazon\.nova-lite-v1:0 is not offered in eu-west-1/m);
    expect(stdout).toMatch(/^fail bedrock-model +us\.amazon\.nova-lite-v1:0 is not offered in eu-west-1/m);
  });

  it('only warns about the sandbox and the identity for dev, which reserves nothing', async () => {
    account = { ...ready, concurrency: { limit: 10, unreserved: 10 }, productionAccess: false, verified: [] };
    const { code, stdout } = await preflight('--stage', 'dev');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ok {3}lambda-concurrency +the stage reserves none/m);
    expect(stdout).toMatch(/^warn ses-production-access/m);
  });
});
