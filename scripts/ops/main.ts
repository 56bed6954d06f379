/**
 * The operator CLI: `npm run ops -- <command> [options]`, against the local stack (found from
 * `.local/`, or `--dir <path>`) or a deployed one (`--stack <name>`, credentials and region from
 * the usual AWS chain). Every command prints one line of JSON on success (`token` prints the bare
 * token), and one line on stderr saying what went wrong otherwise (exit 2: the command was used
 * wrongly; 1: it was refused or failed). `npm run ops -- --help` lists the commands.
 */
import { parseArgs } from 'node:util';
import { $ZodError } from 'zod/v4/core';
import { Refusal } from '../../lib/contract/refusals';
import { ProblemError } from '../../lib/contract/problems';
import { commands, type Command, type OptionSpec, type Values } from './commands';
import { awsTarget, localTarget } from './target';

const globalOptions: Record<string, OptionSpec> = {
  dir: { type: 'string', description: 'A local stack by its directory (default: .local if running, else the latest started)' },
  stack: { type: 'string', description: 'A deployed stack by its CloudFormation name (instead of the local stack)' },
  region: { type: 'string', description: 'Its AWS region (default: the AWS chain: AWS_REGION, profile)' },
  help: { type: 'boolean', description: 'Show help' },
};

/** Field names of the use cases' inputs, as the options that set them. */
const optionOfField: Record<string, string> = {
  organizationId: 'org',
  developerEmail: 'developer',
  customerId: 'customer',
  displayName: 'name',
  userId: 'user',
};

class UsageError extends Error {}

function optionLines(options: Record<string, OptionSpec>): string[] {
  return Object.entries(options).map(([name, spec]) => {
    const flag = `--${name}${spec.type === 'string' ? ' <value>' : ''}`;
    return `  ${flag.padEnd(26)} ${spec.description}${spec.required ? ' (required)' : ''}`;
  });
}

function generalHelp(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  return [
    'Usage: npm run ops -- <command> [options] [--dir <path> | --stack <name> [--region <region>]]',
    '',
    'Commands:',
    ...Object.entries(commands).map(([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`),
    '',
    'Where the commands act:',
    ...optionLines(globalOptions),
    '',
    'npm run ops -- <command> --help shows its options. Runbook: docs/operations.md',
  ].join('\n');
}

function commandHelp(name: string, command: Command): string {
  return [`Usage: npm run ops -- ${name} [options]`, '', command.summary, '', 'Options:', ...optionLines(command.options), ...optionLines(globalOptions)].join(
    '\n',
  );
}

function parse(name: string, command: Command, args: string[]): Values {
  const options = { ...globalOptions, ...command.options };
  let values: Values;
  try {
    values = parseArgs({
      args,
      options: Object.fromEntries(Object.entries(options).map(([key, spec]) => [key, { type: spec.type }])),
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)} (see npm run ops -- ${name} --help)`);
  }
  if (values.help) return values;
  for (const [key, spec] of Object.entries(command.options)) {
    if (spec.required && (values[key] === undefined || values[key] === '')) throw new UsageError(`--${key} is required (see npm run ops -- ${name} --help)`);
  }
  for (const group of command.oneOf ?? []) {
    const given = group.options.filter((key) => values[key] !== undefined);
    if (given.length > 1 || (group.required && given.length === 0)) {
      throw new UsageError(`Give exactly one of ${group.options.map((key) => `--${key}`).join(', ')}`);
    }
  }
  if (values.stack && values.dir) throw new UsageError('Give --dir (local stack) or --stack (deployed stack), not both');
  return values;
}

/** One line saying what went wrong, and the exit code. */
function describe(error: unknown): { line: string; exitCode: number } {
  if (error instanceof UsageError) return { line: `usage: ${error.message}`, exitCode: 2 };
  if (error instanceof $ZodError) {
    const issue = error.issues[0]!;
    const field = String(issue.path[0] ?? '');
    const where = field ? `--${optionOfField[field] ?? field}${issue.path.length > 1 ? `/${issue.path.slice(1).join('/')}` : ''}: ` : '';
    const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : '';
    return { line: `invalid_input: ${where}${issue.message}${more}`, exitCode: 2 };
  }
  if (error instanceof Refusal) return { line: `${error.code}: ${error.message}`, exitCode: error.code === 'invalid_input' ? 2 : 1 };
  if (error instanceof ProblemError) return { line: `${error.code}: ${error.detail ?? error.title}`, exitCode: 1 };
  const err = error as { name?: string; message?: string; code?: string; cause?: { code?: string } };
  const code = err.code ?? err.cause?.code;
  if (code === 'ECONNREFUSED') return { line: 'unavailable: cannot reach the stack (is npm start running, with this --dir?)', exitCode: 1 };
  // --stack reads the stack's outputs through CloudFormation with the usual AWS chain: say what is missing, not the SDK's words.
  if (err.message === 'Region is missing') return { line: 'no_aws_region: --stack needs a Region: pass --region <region> or set AWS_REGION', exitCode: 1 };
  if (err.name === 'CredentialsProviderError')
    return {
      line: 'no_aws_credentials: --stack needs AWS credentials (aws configure, AWS_PROFILE, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)',
      exitCode: 1,
    };
  return { line: `${err.name ?? 'error'}: ${err.message ?? String(error)}`, exitCode: 1 };
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(generalHelp() + '\n');
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) throw new UsageError(`Unknown command ${name}; npm run ops -- --help lists them`);
  const values = parse(name, command, args);
  if (values.help) {
    process.stdout.write(commandHelp(name, command) + '\n');
    return 0;
  }
  if (command.standalone) {
    process.stdout.write(`${String(await command.run(values, undefined as never))}\n`);
    return 0;
  }
  const target = values.stack ? await awsTarget(values.stack as string, values.region as string | undefined) : localTarget(values.dir as string | undefined);
  // The service's modules read their configuration when loaded, so it is set before any is.
  Object.assign(process.env, target.env, { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });
  const result = await command.run(values, target);
  process.stdout.write((command.prints === 'text' ? String(result) : JSON.stringify(result)) + '\n');
  return 0;
}

/** `session:create` and `token` keep their own npm scripts: `npm run token -- --email ...`. */
const argv = process.argv.slice(2);
// Before any AWS client exists: this machine's Node 20 would make the SDK warn about a future it won't meet, on stderr, before the one line.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
try {
  process.exitCode = await main(argv);
} catch (error) {
  const { line, exitCode } = describe(error);
  process.stderr.write(`ops ${argv[0] ?? ''}: ${line.replace(/\s*\n\s*/g, ' ')}\n`);
  process.exitCode = exitCode;
}
