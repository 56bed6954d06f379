import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packSdk } from '../../scripts/pack-sdk';

/**
 * The SDK as another project meets it: `npm run pack:sdk`'s tarball installed (offline: it has no
 * dependencies) into a separate ESM project, then type-checked under each module resolution a
 * project may use, with the options `tsc --init` writes (`skipLibCheck` included, which is what
 * once turned every SDK type into `any` without a word). Needs dist/ (`npm run build`, which
 * `npm test` and `npm install` run first).
 */
const initOptions = {
  target: 'esnext',
  types: [],
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  noUncheckedSideEffectImports: true,
  moduleDetection: 'force',
  skipLibCheck: true,
  noEmit: true,
};
const resolutions = {
  nodenext: { module: 'nodenext' },
  node16: { module: 'node16', moduleResolution: 'node16' },
  bundler: { module: 'preserve', moduleResolution: 'bundler' },
} as const;

const uses = `import { ApiError, ServiceClient, type Invoice, type Page, type Personality, type Problem } from 'service-api/client';

const api = new ServiceClient({ baseUrl: 'http://127.0.0.1:1', refreshToken: 'r', onRefreshToken: (token: string | null) => void token });
const me = await api.getMe();
if (!me.notModified) {
  const email: string = me.value.email;
  const etag: string = me.etag;
  const updated = await api.updateMe({ display_name: email }, { ifMatch: etag });
  const timezone: string | null = updated.value.timezone;
  void timezone;
}
const personality = await api.getPersonality('pers_1');
const plain: Personality = personality;
const name: string = plain.name;
const requestId: string = personality.lastResponse.request_id;
const controller = new AbortController();
await api.getInvoice('inv_1', { timeoutMs: 5_000, signal: controller.signal });
const invoices: Page<Invoice> = await api.listInvoices({ status: 'paid' });
const total: number | undefined = invoices.data[0]?.total;
const viaCall = await api.call('getInvoice', { params: { id: 'inv_1' } });
const lines: Invoice['lines'] = viaCall.lines;
try {
  await api.logout();
} catch (error) {
  if (error instanceof ApiError) {
    const code: Problem['code'] | 'unexpected_response' | 'session_ended' | 'timeout' | 'network_error' = error.code;
    void code;
  }
}
const deleted = await api.deleteWebhookEndpoint('whe_1');
const limit: number | undefined = deleted.lastResponse.rateLimit?.limit;
void [name, total, lines, requestId, limit];
`;

/** Each line a mistake the SDK's types must catch: if they resolved to `any`, all of these would compile. */
const mistakes = [
  'const n: number = await api.getMe();',
  "const status: 'archived' = (await api.getInvoice('inv_1')).status;",
  "await api.listInvoices({ status: 'archived' });",
  "await api.call('getInvoice', { params: { invoice: 'inv_1' } });",
  "const id: number = (await api.getInvoice('inv_1')).lastResponse.request_id;",
  "await api.getInvoice('inv_1', { timeoutMs: '5s' });",
];
const wrong = `import { ServiceClient } from 'service-api/client';

const api = new ServiceClient({ baseUrl: 'http://127.0.0.1:1' });
${mistakes.join('\n')}
`;

let app: string;

beforeAll(() => {
  const root = mkdtempSync(join(tmpdir(), 'sdk-consumer-'));
  const tarball = packSdk(root);
  app = join(root, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'sdk-consumer', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', tarball], { cwd: app, stdio: 'pipe' });
  writeFileSync(join(app, 'uses.ts'), uses);
  writeFileSync(join(app, 'wrong.ts'), wrong);
}, 60_000);

afterAll(() => rmSync(join(app, '..'), { recursive: true, force: true }));

/** The error diagnostics of type-checking `file` in the consumer project with these compiler options. */
function typeCheck(file: string, options: Record<string, unknown>): { line: number; code: number; message: string }[] {
  const { options: compilerOptions, errors } = ts.convertCompilerOptionsFromJson(options, app);
  expect(errors).toEqual([]);
  const program = ts.createProgram([join(app, file)], compilerOptions);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
    .map((d) => ({
      line: d.file ? d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1 : 0,
      code: d.code,
      message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    }));
}

// Real tools (Spectral, tsc, a packed install) run on the artifacts: seconds each, many more on a
// loaded 2-core machine. These check what the tools say, not how fast they say it.
const TOOL_TIMEOUT_MS = 60_000;

describe('the packed SDK in another project', { timeout: TOOL_TIMEOUT_MS }, () => {
  for (const [name, resolution] of Object.entries(resolutions)) {
    it(`type-checks a program that uses it under ${name} resolution`, () => {
      expect(typeCheck('uses.ts', { ...initOptions, ...resolution })).toEqual([]);
    });

    it(`refuses wrong types under ${name} resolution (its types are not any)`, () => {
      const diagnostics = typeCheck('wrong.ts', { ...initOptions, ...resolution });
      // One error on each mistake's line (lines 4.. of wrong.ts), and none elsewhere.
      expect(diagnostics.map((d) => d.line)).toEqual(mistakes.map((_, i) => i + 4));
      expect(diagnostics[0]!.message).toMatch(/not assignable to type 'number'/);
    });
  }

  it('ships declarations that are themselves free of errors (checked without skipLibCheck)', () => {
    expect(typeCheck('uses.ts', { ...initOptions, ...resolutions.nodenext, skipLibCheck: false, lib: ['esnext', 'dom'] })).toEqual([]);
  });

  it('imports at run time from plain Node through the package export', () => {
    const out = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', "import('service-api/client').then((m) => console.log(typeof m.ServiceClient, typeof m.ApiError))"],
      {
        cwd: app,
        encoding: 'utf8',
      },
    );
    expect(out.trim()).toBe('function function');
  });
});
