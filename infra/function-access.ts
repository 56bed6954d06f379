import { secretCatalogue, type SecretName } from '../lib/secrets-catalogue';

/**
 * Exactly what each function may do, in one place. Table access is per action and per partition
 * key prefix (IAM's `dynamodb:LeadingKeys`), so a function reaches only the items its code uses:
 * the changelog can query the vocabulary and nothing else, the webhook can write invoices but not
 * sessions. Every API function writes rate-limit buckets (`RATE#*`): that is its only write when
 * the route itself only reads.
 */
export interface ItemAccess {
  actions: ('GetItem' | 'Query' | 'PutItem' | 'UpdateItem')[];
  /** Partition key patterns (`*` wildcard) the actions are limited to. */
  keys: string[];
  /** Query the overloaded GSI instead of the table. */
  index?: true;
}

export interface FunctionAccess {
  items: ItemAccess[];
  secrets?: SecretName[];
  /** May put messages on the email queue. */
  enqueuesEmail?: true;
  /** May send email through SES, from the configured identity only. */
  sendsEmail?: true;
  /** May invoke the configured Bedrock model (only when the stage selects that engine). */
  invokesModel?: true;
  /** Runs text through the acceptable-use guardrail (ApplyGuardrail on the stack's guardrail only). */
  appliesGuardrail?: true;
}

const rateLimit: ItemAccess = { actions: ['UpdateItem'], keys: ['RATE#*'] };
const sessionCheck: ItemAccess = { actions: ['GetItem'], keys: ['SESSION#*'] };
const authenticated = { items: [rateLimit, sessionCheck], secrets: ['accessTokenKeys'] as SecretName[] };

export const functionAccess: Record<string, FunctionAccess> = {
  'not-found': { items: [rateLimit] },
  'get-topic-changelog': { items: [rateLimit, { actions: ['Query'], keys: ['VOCAB#topics'] }] },
  'refresh-session': {
    items: [rateLimit, { actions: ['UpdateItem'], keys: ['SESSION#*'] }],
    secrets: ['refreshTokenKey', 'accessTokenKeys'],
  },
  'update-me': { ...authenticated, items: [...authenticated.items, { actions: ['GetItem', 'UpdateItem'], keys: ['USER#*'] }] },
  'get-invoice': { ...authenticated, items: [...authenticated.items, { actions: ['GetItem'], keys: ['ORG#*'] }] },
  'list-payment-methods': { ...authenticated, items: [...authenticated.items, { actions: ['GetItem', 'Query'], keys: ['ORG#*'] }] },
  'get-webhook-endpoint': { ...authenticated, items: [...authenticated.items, { actions: ['GetItem'], keys: ['ORG#*'] }] },
  'receive-provider-webhook': {
    items: [
      rateLimit,
      { actions: ['GetItem'], keys: ['CUSTOMER#*'] },
      { actions: ['PutItem'], keys: ['EVENT#*', 'ORG#*'] },
      // The billing profile is merged (UpdateItem); not-applied events are counted.
      { actions: ['UpdateItem'], keys: ['ORG#*', 'BILLINGSTATS#*'] },
    ],
    secrets: ['webhookSigningSecrets'],
  },
  'decide-review': {
    items: [
      rateLimit,
      { actions: ['GetItem', 'UpdateItem'], keys: ['REVIEW#*', 'ORG#*'] },
      { actions: ['PutItem', 'UpdateItem'], keys: ['OUTBOX#*'] },
    ],
    secrets: ['adminToken'],
    enqueuesEmail: true,
  },
  'propose-personality': {
    items: [...authenticated.items, { actions: ['Query'], keys: ['VOCAB#topics'] }, { actions: ['UpdateItem'], keys: ['USAGE#platform'] }],
    secrets: ['accessTokenKeys', 'proposalTokenKey'],
    invokesModel: true,
    appliesGuardrail: true,
  },
  'create-personality': {
    items: [...authenticated.items, { actions: ['Query'], keys: ['VOCAB#topics'] }, { actions: ['GetItem', 'PutItem'], keys: ['ORG#*'] }],
    secrets: ['accessTokenKeys', 'proposalTokenKey'],
    appliesGuardrail: true,
  },
  'send-email': { items: [{ actions: ['GetItem', 'UpdateItem'], keys: ['OUTBOX#*'] }], sendsEmail: true },
  'relay-outbox': {
    items: [
      { actions: ['Query'], keys: ['OUTBOX#unsent'], index: true },
      { actions: ['UpdateItem'], keys: ['OUTBOX#*'] },
    ],
    enqueuesEmail: true,
  },
};

/** Where a function's environment values come from (CloudFormation tokens in the stack, stand-ins elsewhere). */
export interface EnvironmentSources {
  tableName: string;
  logLevel: string;
  secretArn(name: SecretName): string;
  emailQueueUrl: string;
  emailFrom: string;
  generationEngine: string;
  bedrockModelId: string;
  guardrailId: string;
  guardrailVersion: string;
}

/** A function's environment: exactly the variables its access calls for. */
export function functionEnvironment(functionName: string, sources: EnvironmentSources): Record<string, string> {
  const access = functionAccess[functionName];
  if (!access) throw new Error(`No access is defined for ${functionName} in infra/function-access.ts`);
  const environment: Record<string, string> = { TABLE_NAME: sources.tableName, LOG_LEVEL: sources.logLevel };
  for (const name of access.secrets ?? []) environment[secretCatalogue[name].envVar] = sources.secretArn(name);
  if (access.enqueuesEmail) environment.EMAIL_QUEUE_URL = sources.emailQueueUrl;
  if (access.sendsEmail) environment.EMAIL_FROM = sources.emailFrom;
  if (access.invokesModel) Object.assign(environment, { GENERATION_ENGINE: sources.generationEngine, BEDROCK_MODEL_ID: sources.bedrockModelId });
  if (access.appliesGuardrail) Object.assign(environment, { GUARDRAIL_ID: sources.guardrailId, GUARDRAIL_VERSION: sources.guardrailVersion });
  return environment;
}
