import type { TrustedIssuer } from '../lib/identities/issuers';
import { secretCatalogue, type SecretName } from '../lib/secrets-catalogue';
import { webhookQueueUrlVariables } from '../lib/webhook-endpoints/queue-definition';
import { allFunctions, type FunctionName } from './catalogue';
import type { Access, ItemAccess, OperationDefinition, WorkerDefinition } from './definitions';

/** Every API function writes its rate-limit bucket: that is its only write when the route itself only reads. */
const rateLimit: ItemAccess = { actions: ['UpdateItem'], keys: ['RATE#*'] };
/** A `user` route checks the access token's session on every call. */
const sessionCheck: ItemAccess = { actions: ['GetItem'], keys: ['SESSION#*'] };

/** What each auth class needs before any route code runs. */
const authClassAccess: Record<OperationDefinition['auth'], Required<Pick<Access, 'items' | 'secrets'>>> = {
  user: { items: [rateLimit, sessionCheck], secrets: ['accessTokenKeys'] },
  admin: { items: [rateLimit], secrets: ['adminToken'] },
  public: { items: [rateLimit], secrets: [] },
  provider: { items: [rateLimit], secrets: [] },
};

type Definition = OperationDefinition | WorkerDefinition;
const isOperation = (definition: Definition): definition is OperationDefinition => 'auth' in definition;

/**
 * Exactly what a function may do: its entry's own access plus what its auth class needs (table
 * access per action and per partition-key prefix, secrets, queue, mail, model, guardrail).
 */
export function accessOf(definition: Definition): Access & { items: readonly ItemAccess[]; secrets: readonly SecretName[] } {
  const base = isOperation(definition) ? authClassAccess[definition.auth] : { items: [], secrets: [] };
  return {
    ...definition.access,
    items: [...base.items, ...(definition.access.items ?? [])],
    secrets: [...new Set([...base.secrets, ...(definition.access.secrets ?? [])])],
  };
}

/** The catalogue entry of a function, by name; throws for a name the catalogue does not know. */
export function definitionOf(functionName: FunctionName): Definition {
  const definition = allFunctions.find((f) => f.function === functionName);
  if (!definition) throw new Error(`No function ${functionName} in functions/catalogue.ts`);
  return definition;
}

/** Where a function's environment values come from (CloudFormation tokens in the stack, stand-ins elsewhere). */
export interface EnvironmentSources {
  tableName: string;
  logLevel: string;
  secretArn(name: SecretName): string;
  emailQueueUrl: string;
  /** The webhook queues (lib/webhook-endpoints/queue-definition.ts). */
  webhookQueueUrls: { events: string; deliveries: string; retries: string };
  emailFrom: string;
  /** The SES configuration set every send names (its suppression and event publishing apply). */
  emailConfigurationSet: string;
  bedrockModelId: string;
  guardrailId: string;
  guardrailVersion: string;
  /** The stage's trusted OpenID providers (lib/identities/issuers.ts), for the functions that verify ID tokens. */
  trustedIssuers: readonly TrustedIssuer[];
}

/** A function's environment (by catalogue entry or name): exactly the variables its access calls for. */
export function functionEnvironment(function_: Definition | FunctionName, sources: EnvironmentSources): Record<string, string> {
  const access = accessOf(typeof function_ === 'string' ? definitionOf(function_) : function_);
  const environment: Record<string, string> = { TABLE_NAME: sources.tableName, LOG_LEVEL: sources.logLevel };
  for (const name of access.secrets) environment[secretCatalogue[name].envVar] = sources.secretArn(name);
  if (access.enqueuesEmail) environment.EMAIL_QUEUE_URL = sources.emailQueueUrl;
  if (access.publishesWebhookEvents) environment[webhookQueueUrlVariables.events] = sources.webhookQueueUrls.events;
  if (access.enqueuesWebhookDeliveries) {
    environment[webhookQueueUrlVariables.deliveries] = sources.webhookQueueUrls.deliveries;
    environment[webhookQueueUrlVariables.retries] = sources.webhookQueueUrls.retries;
  }
  if (access.sendsEmail) Object.assign(environment, { EMAIL_FROM: sources.emailFrom, EMAIL_CONFIGURATION_SET: sources.emailConfigurationSet });
  if (access.invokesModel) environment.BEDROCK_MODEL_ID = sources.bedrockModelId;
  if (access.appliesGuardrail) Object.assign(environment, { GUARDRAIL_ID: sources.guardrailId, GUARDRAIL_VERSION: sources.guardrailVersion });
  if (access.verifiesIdTokens) environment.OIDC_TRUSTED_ISSUERS = JSON.stringify(sources.trustedIssuers);
  return environment;
}
