import { readFileSync } from 'node:fs';
import { Refusal } from '../../lib/contract/refusals';
import type { Target } from './target';

/** One option of a command, as `--help` shows it. */
export interface OptionSpec {
  type: 'string' | 'boolean';
  description: string;
  required?: boolean;
}

export type Values = Record<string, string | boolean | undefined>;

/** A command: what `--help` says of it, and what it does (modules are loaded inside `run`, after the target's environment is in place). */
export interface Command {
  summary: string;
  options: Record<string, OptionSpec>;
  /** At most one of these options may be given, and (when `required`) exactly one. */
  oneOf?: { options: string[]; required: boolean }[];
  /** What the command prints when it succeeds: one line of JSON (default), or a bare value. */
  prints?: 'json' | 'text';
  /** Acts on no stack (it runs before one exists): no --dir or --stack is resolved. */
  standalone?: true;
  run(values: Values, target: Target): Promise<unknown>;
}

const str = (values: Values, name: string) => values[name] as string | undefined;
const who = (values: Values) => (values.user ? { userId: str(values, 'user')! } : { email: str(values, 'email')! });

/** Reads a secret from stdin so it never appears in the shell's history or the process list. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').trim();
}

const userOptions = {
  user: { type: 'string', description: 'The user id (usr_...)' },
  email: { type: 'string', description: "The user's email" },
} as const satisfies Record<string, OptionSpec>;
const oneUser = [{ options: ['user', 'email'], required: true }];

/** Every operator command, by name. */
export const commands: Record<string, Command> = {
  preflight: {
    summary: 'Before a deploy: check the account and Region (read-only) for what would make it fail; one line per check, exit 1 on a failure',
    options: {
      stage: { type: 'string', description: 'dev or prod (default prod)' },
      'email-identity': { type: 'string', description: "The SES identity the stack will send from (default: the stage's)" },
    },
    standalone: true,
    prints: 'text',
    run: async (values) => {
      const stage = (str(values, 'stage') ?? 'prod') as 'dev' | 'prod';
      if (stage !== 'dev' && stage !== 'prod') throw new Refusal('invalid_input', '--stage must be dev or prod');
      const region = str(values, 'region') ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
      if (!region) throw new Refusal('invalid_input', 'preflight needs the target Region: --region <region> or AWS_REGION');
      const { preflight, formatChecks } = await import('./preflight');
      const checks = await preflight({ stage, region, emailIdentity: str(values, 'email-identity') });
      process.stdout.write(formatChecks(checks) + '\n');
      const failed = checks.filter((c) => c.status === 'fail').length;
      // Printed as `preflight_failed: …` on stderr, exit 1 (main.ts).
      if (failed > 0) throw Object.assign(new Error(`${failed} of ${checks.length} checks failed: fix them before cdk deploy`), { name: 'preflight_failed' });
      return `${checks.length} checks passed`;
    },
  },
  'stack:show': {
    summary: 'Print where the commands act: the API URL and table of the local or deployed stack',
    options: {},
    run: async (_values, target) => ({ kind: target.kind, name: target.name, api_url: target.apiUrl, table_name: target.tableName }),
  },

  'org:create': {
    summary: 'Create an organization (a tenant); names are unique, so a second run answers the same organization',
    options: {
      name: { type: 'string', description: 'Its name', required: true },
      id: { type: 'string', description: 'Its id (org_ and a ULID), if you fix ids yourself' },
    },
    run: async (values) => (await import('../../lib/organizations/create')).createOrganization({ name: str(values, 'name')!, id: str(values, 'id') }),
  },

  'user:create': {
    summary: 'Create a user in an organization (emails are unique); idempotent by email',
    options: {
      org: { type: 'string', description: 'The organization id (org_...)', required: true },
      email: { type: 'string', description: 'Their email (sessions are opened by it)', required: true },
      name: { type: 'string', description: 'Display name (default: the part of the email before @)' },
      id: { type: 'string', description: 'Their id (usr_ and a ULID)' },
    },
    run: async (values) =>
      (await import('../../lib/users/create-user')).createUser({
        organizationId: str(values, 'org')!,
        email: str(values, 'email')!,
        displayName: str(values, 'name'),
        id: str(values, 'id'),
      }),
  },

  'user:disable': {
    summary: 'Disable a user: no new session starts, and every session they have ends (refresh at once, access tokens within 60 s)',
    options: userOptions,
    oneOf: oneUser,
    run: async (values) => (await import('../../lib/sessions/user-access')).disableUser(who(values)),
  },

  'user:enable': {
    summary: 'Let a disabled user start sessions again (ended sessions stay ended)',
    options: userOptions,
    oneOf: oneUser,
    run: async (values) => (await import('../../lib/sessions/user-access')).enableUser(who(values)),
  },

  'identity:link': {
    summary:
      'Link a user to their identity at a trusted OpenID provider (its iss and sub), so its ID tokens sign in as them; a user has one identity per provider',
    options: {
      issuer: { type: 'string', description: "The provider's issuer, exactly as its tokens' iss spell it", required: true },
      subject: { type: 'string', description: "The identity's sub at that provider", required: true },
      ...userOptions,
    },
    oneOf: oneUser,
    run: async (values) =>
      (await import('../../lib/identities/link')).linkIdentity({ issuer: str(values, 'issuer')!, subject: str(values, 'subject')!, ...who(values) }),
  },

  'identity:unlink': {
    summary: 'Unlink an identity: its ID tokens sign in as nobody from now on (sessions it started go on: sessions:revoke ends them)',
    options: {
      issuer: { type: 'string', description: "The provider's issuer", required: true },
      subject: { type: 'string', description: "The identity's sub at that provider", required: true },
    },
    run: async (values) => (await import('../../lib/identities/link')).unlinkIdentity({ issuer: str(values, 'issuer')!, subject: str(values, 'subject')! }),
  },

  'identity:list': {
    summary: "List a user's identities at OpenID providers (one per provider), linked by a first sign-in or by an operator",
    options: userOptions,
    oneOf: oneUser,
    run: async (values) => (await import('../../lib/identities/link')).identitiesOfUser(who(values)),
  },

  'customer:map': {
    summary: "Map a payment provider's customer id to an organization, so its events land there",
    options: {
      customer: { type: 'string', description: "The provider's customer id (Stripe: cus_...)", required: true },
      org: { type: 'string', description: 'The organization id (org_...)', required: true },
      reassign: { type: 'boolean', description: 'Move a customer mapped to another organization' },
    },
    run: async (values) =>
      (await import('../../lib/billing/map-customer')).mapCustomer({
        customerId: str(values, 'customer')!,
        organizationId: str(values, 'org')!,
        reassign: values.reassign === true,
      }),
  },

  'vocabulary:publish': {
    summary: 'Publish topic vocabulary versions from a JSON file (one version, or a list oldest first); a published version is never rewritten',
    options: {
      file: { type: 'string', description: 'JSON: {"version","summary","topics":[{"id","label"}],"published_at"?} or a list of them', required: true },
    },
    run: async (values) => {
      const { publishTopicVersion, versionsFile } = await import('../../lib/vocabularies/publish');
      const file = str(values, 'file')!;
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new Refusal('invalid_input', `Cannot read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
      }
      const versions = versionsFile.parse(parsed);
      const published = [];
      for (const version of versions) {
        const { changes, ...result } = await publishTopicVersion(version);
        published.push({ ...result, added: changes.added.length, removed: changes.removed.length, renamed: changes.renamed.length });
      }
      return { versions: published };
    },
  },

  'billing:reindex': {
    summary:
      "Build the billing list ranges (invoices by status, listed payment methods, deleted drafts' tombstones) of items written before they existed; idempotent, safe beside live webhooks",
    options: {
      org: { type: 'string', description: 'One organization (org_...); default: every organization (a Scan of the table)' },
    },
    run: async (values) => (await import('../../lib/billing/reindex')).reindexBilling(str(values, 'org')),
  },

  'review:open': {
    summary: 'Open a review ticket for an organization; an admin decides it and its developer is emailed',
    options: {
      org: { type: 'string', description: 'The organization id (org_...)', required: true },
      developer: { type: 'string', description: 'Email of the user (of that organization) who gets the outcome', required: true },
      title: { type: 'string', description: 'What is reviewed, e.g. "Organization review: Acme"', required: true },
      id: { type: 'string', description: 'Its id (rvw_ and a ULID); makes the command idempotent' },
    },
    run: async (values) =>
      (await import('../../lib/reviews/open')).openReview({
        organizationId: str(values, 'org')!,
        developerEmail: str(values, 'developer')!,
        title: str(values, 'title')!,
        id: str(values, 'id'),
      }),
  },

  'webhook-endpoint:create': {
    summary: "Register an organization's outgoing webhook endpoint; prints its signing secret once",
    options: {
      org: { type: 'string', description: 'The organization id (org_...)', required: true },
      url: { type: 'string', description: 'Its https URL', required: true },
      events: { type: 'string', description: 'Comma-separated event types, e.g. review.decided,personality.created', required: true },
      description: { type: 'string', description: 'What it is for' },
      id: { type: 'string', description: 'Its id (whe_ and a ULID); makes the command idempotent' },
    },
    run: async (values) =>
      (await import('../../lib/webhooks/endpoints/create')).createWebhookEndpoint({
        organizationId: str(values, 'org')!,
        url: str(values, 'url')!,
        events: str(values, 'events')!
          .split(',')
          .map((event) => event.trim())
          .filter(Boolean),
        description: str(values, 'description') ?? null,
        id: str(values, 'id'),
      }),
  },

  'session:create': {
    summary: 'Open a session for a user: {session_id, user_id, organization_id, refresh_token, expires_at}',
    options: userOptions,
    oneOf: oneUser,
    run: async (values) => (await import('../../lib/sessions/start-session')).startSession(who(values)),
  },

  token: {
    summary:
      'Open a session for a user and print only its access token (for scripts: TOKEN=$(npm run -s token -- --email ...)); how long it lasts goes to stderr',
    options: userOptions,
    oneOf: oneUser,
    prints: 'text',
    run: async (values) => {
      const { startSession } = await import('../../lib/sessions/start-session');
      const { issueAccessToken } = await import('../../lib/sessions/access-token');
      const { readAccessTokenKeys } = await import('../../lib/sessions/access-keys');
      const { ACCESS_TOKEN_TTL_SECONDS } = await import('../../lib/sessions/config');
      const session = await startSession(who(values));
      const subject = { userId: session.user_id, organizationId: session.organization_id, sessionId: session.session_id };
      const token = await issueAccessToken(await readAccessTokenKeys(), subject);
      // On stderr, so TOKEN=$(npm run -s token ...) captures the token alone.
      process.stderr.write(
        `Access token of ${session.user_id} (session ${session.session_id}), valid for ${ACCESS_TOKEN_TTL_SECONDS} s, until ${new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString()}\n`,
      );
      return token;
    },
  },

  'sessions:revoke': {
    summary: "End sessions: one (--session), a user's (--user or --email) or an organization's (--org); refresh stops at once, access tokens within 60 s",
    options: {
      session: { type: 'string', description: 'A session id (ses_...)' },
      ...userOptions,
      org: { type: 'string', description: 'An organization id (org_...): every session in it' },
    },
    oneOf: [{ options: ['session', 'user', 'email', 'org'], required: true }],
    run: async (values) => {
      const { revokeSessions } = await import('../../lib/sessions/revoke-sessions');
      if (values.session) return revokeSessions({ sessionId: str(values, 'session')! });
      if (values.org) return revokeSessions({ organizationId: str(values, 'org')! });
      if (values.user) return revokeSessions({ userId: str(values, 'user')! });
      const { userRepository } = await import('../../lib/users/repository');
      const user = await userRepository().findByEmail(str(values, 'email')!);
      if (!user) throw new Refusal('not_found', `No user ${str(values, 'email')}`);
      return revokeSessions({ userId: user.id });
    },
  },

  'webhook:send': {
    summary: 'Send a provider event to the API signed with the stored signing secret, as the provider would (a smoke test of billing)',
    options: {
      provider: { type: 'string', description: 'stripe | standard', required: true },
      event: {
        type: 'string',
        description: 'JSON file: {"id","type","created"?,"data":{"object":{...}}} (Stripe\'s event shape), e.g. scripts/examples/invoice-paid.json',
        required: true,
      },
      customer: { type: 'string', description: "Set the object's customer (a customer id you mapped with customer:map)" },
    },
    run: async (values, target) => {
      const provider = str(values, 'provider');
      if (provider !== 'stripe' && provider !== 'standard') throw new Refusal('invalid_input', '--provider must be stripe or standard');
      const file = str(values, 'event')!;
      let event: { id: string; type: string; created?: number; data: { object: Record<string, unknown> } };
      try {
        event = JSON.parse(readFileSync(file, 'utf8')) as typeof event;
      } catch (error) {
        throw new Refusal('invalid_input', `Cannot read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
      }
      const slots = (await target.secrets.read('webhookSigningSecrets')) as Record<string, string[]>;
      const secret = slots[provider]?.[0];
      if (!secret) throw new Refusal('not_found', `No ${provider} signing secret is set; run webhook-secret:set first`);
      const object = values.customer ? { ...event.data.object, customer: str(values, 'customer') } : event.data.object;
      const { sendProviderEvent } = await import('../../infra/local/webhook-signer');
      const { status, body } = await sendProviderEvent(target.apiUrl, provider, secret, {
        id: event.id,
        type: event.type,
        created: event.created ?? Math.floor(Date.now() / 1000),
        object,
      });
      if (status !== 200) throw new Refusal('conflict', `The API answered ${status}: ${JSON.stringify(body)}`);
      return { status, ...(body as object) };
    },
  },

  smoke: {
    summary:
      'Smoke-test a stack as a client would, through the SDK, with a user of a test organization (writes a personality, a ticket and an invoice, and emails the user)',
    options: {
      email: { type: 'string', description: 'A user of the test organization', required: true },
      customer: { type: 'string', description: 'Its mapped provider customer id: also checks billing (a signed invoice lands and is listed)' },
    },
    run: async (values, target) => (await import('./smoke')).runSmokeTest(target, { email: str(values, 'email')!, customer: str(values, 'customer') }),
  },

  'keys:rotate': {
    summary: 'Rotate the access-token signing keys, one step at a time: add, then switch (after the secrets cache), then retire (after the token lifetime)',
    options: {
      step: { type: 'string', description: 'add | switch | retire', required: true },
      force: { type: 'boolean', description: 'Skip the wait (emergency: tokens of a retired key stop working at once)' },
    },
    run: async (values, target) => {
      const step = str(values, 'step');
      if (step !== 'add' && step !== 'switch' && step !== 'retire') throw new Refusal('invalid_input', '--step must be add, switch or retire');
      const { rotateAccessKeys } = await import('../../lib/sessions/access-key-rotation');
      const { value, summary } = rotateAccessKeys(await target.secrets.read('accessTokenKeys'), step, {
        nowMs: Date.now(),
        force: values.force === true,
        secretsCacheSeconds: target.secretsCacheSeconds,
      });
      if (summary.changed) await target.secrets.write('accessTokenKeys', value);
      return summary;
    },
  },

  'webhook-secret:set': {
    summary: "Set a payment provider's webhook signing secret; the previous one keeps verifying (two slots) until --drop-previous",
    options: {
      provider: { type: 'string', description: 'stripe | standard', required: true },
      secret: { type: 'string', description: 'The signing secret (whsec_...); prefer --secret-stdin' },
      'secret-stdin': { type: 'boolean', description: 'Read the secret from standard input (kept out of shell history)' },
      'drop-previous': { type: 'boolean', description: 'Keep only this secret (once the provider signs with it alone)' },
    },
    oneOf: [{ options: ['secret', 'secret-stdin'], required: true }],
    run: async (values, target) => {
      const secret = values['secret-stdin'] ? await readStdin() : str(values, 'secret')!;
      const { setSigningSecret } = await import('../../lib/billing/signing-secret-rotation');
      const { value, summary } = setSigningSecret(await target.secrets.read('webhookSigningSecrets'), str(values, 'provider')!, secret, {
        dropPrevious: values['drop-previous'] === true,
      });
      if (summary.changed) await target.secrets.write('webhookSigningSecrets', value);
      return summary;
    },
  },
};
