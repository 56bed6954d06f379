import type { TrustedIssuer } from '../lib/identities/issuers';
import { emailQueueDefinition, emailQueueUrlVariable } from '../lib/email/queue-definition';
import { secretCatalogue, type SecretName } from '../lib/secrets-catalogue';
import { webhookQueueDefinitions, webhookQueueUrlVariables } from '../lib/webhooks/queue-definition';
import type { Access, ItemAccess } from './definitions';

/**
 * Every capability a catalogue entry's `access` can name, declared once: the environment
 * variables it gives a function, and its IAM grant as data. The CDK stack turns the grants into
 * statements (infra/stack.ts) and fills the variables with its resources; the local stack fills
 * the same variables with its stand-ins (infra/local/stack.ts) and enforces the synthesized roles.
 * A new capability is an entry here, a value in `CapabilityValues`, and a grant kind the stack knows.
 */

/** The queues of the stack: the name each is created under (here and in AWS) and the variable that carries its URL. */
export const queues = {
  email: { queueName: emailQueueDefinition.queueName, urlVariable: emailQueueUrlVariable },
  webhookEvents: { queueName: webhookQueueDefinitions.events.queueName, urlVariable: webhookQueueUrlVariables.events },
  webhookDeliveries: { queueName: webhookQueueDefinitions.deliveries.queueName, urlVariable: webhookQueueUrlVariables.deliveries },
  webhookRetries: { queueName: webhookQueueDefinitions.retries.queueName, urlVariable: webhookQueueUrlVariables.retries },
} as const;
export type QueueName = keyof typeof queues;

/** What the variables are filled with: CloudFormation tokens in the stack, the stand-ins' values on the local stack. */
export interface CapabilityValues {
  tableName: string;
  /** A secret's ARN (locally: its key in the secrets file). */
  secretArn(name: SecretName): string;
  queueUrls: Record<QueueName, string>;
  emailFrom: string;
  /** The SES configuration set every send names (its suppression and event publishing apply). */
  emailConfigurationSet: string;
  bedrockModelId: string;
  guardrail: { id: string; version: string };
  /** The stage's trusted OpenID providers (lib/identities/issuers.ts). */
  trustedIssuers: readonly TrustedIssuer[];
}

/** An IAM grant as data; infra/stack.ts makes each kind into its statements. */
export type Grant =
  /** Item-level table access, limited by partition-key range (`dynamodb:LeadingKeys`, lib/store/keys.ts `keyRanges`). */
  | { kind: 'items'; items: readonly ItemAccess[] }
  | { kind: 'readSecret'; secret: SecretName }
  | { kind: 'sendMessage'; queues: readonly QueueName[] }
  /** `ses:SendEmail` from the configured sender's identity and configuration set only. */
  | { kind: 'sendEmail' }
  /** `bedrock:ApplyGuardrail` on the stack's guardrail only. */
  | { kind: 'applyGuardrail' }
  /** `bedrock:InvokeModel` on the stage's model only (its inference profile and the models it routes to). */
  | { kind: 'invokeModel' };

interface Capability {
  /** What the capability lets a function do (its catalogue flag's meaning). */
  summary: string;
  environment(values: CapabilityValues): Record<string, string>;
  /** Undefined: nothing in IAM (the call leaves AWS). */
  grant?: Grant;
}

/** May put messages on `names`: each queue's URL, and `sqs:SendMessage` on exactly those. */
const sendsTo = (summary: string, names: readonly QueueName[]): Capability => ({
  summary,
  environment: (values) => Object.fromEntries(names.map((name) => [queues[name].urlVariable, values.queueUrls[name]])),
  grant: { kind: 'sendMessage', queues: names },
});

/** The flags of `access` (functions/definitions.ts), in the order their grants are made. */
export const capabilities = {
  enqueuesEmail: sendsTo('May put messages on the email queue.', ['email']),
  publishesWebhookEvents: sendsTo('May put messages on the webhook events queue (the changes that write webhook events, the sweeper).', ['webhookEvents']),
  enqueuesWebhookDeliveries: sendsTo('May put messages on the webhook delivery queues, both lanes.', ['webhookDeliveries', 'webhookRetries']),
  sendsEmail: {
    summary: 'May send email through SES, from the configured identity only.',
    environment: (values: Pick<CapabilityValues, 'emailFrom' | 'emailConfigurationSet'>) => ({
      EMAIL_FROM: values.emailFrom,
      EMAIL_CONFIGURATION_SET: values.emailConfigurationSet,
    }),
    grant: { kind: 'sendEmail' },
  },
  appliesGuardrail: {
    summary: "Runs text through the acceptable-use guardrail (ApplyGuardrail on the stack's guardrail only).",
    environment: (values: Pick<CapabilityValues, 'guardrail'>) => ({ GUARDRAIL_ID: values.guardrail.id, GUARDRAIL_VERSION: values.guardrail.version }),
    grant: { kind: 'applyGuardrail' },
  },
  invokesModel: {
    summary: 'May invoke the configured Bedrock model (only when the stage selects that engine).',
    environment: (values: Pick<CapabilityValues, 'bedrockModelId'>) => ({ BEDROCK_MODEL_ID: values.bedrockModelId }),
    grant: { kind: 'invokeModel' },
  },
  verifiesIdTokens: {
    summary:
      "Verifies ID tokens of the stage's trusted OpenID providers (its `trustedIssuers`): fetches their discovery documents and JWKS over HTTPS, outside IAM.",
    environment: (values: Pick<CapabilityValues, 'trustedIssuers'>) => ({ OIDC_TRUSTED_ISSUERS: JSON.stringify(values.trustedIssuers) }),
  },
} as const satisfies Record<string, Capability>;
export type CapabilityName = keyof typeof capabilities;

const capabilityNames = Object.keys(capabilities) as CapabilityName[];
const given = (access: Access) => capabilityNames.filter((name) => access[name]);

/** The table every function is given (its name); what it may do there is its item access. */
const tableEnvironment = (values: CapabilityValues) => ({ TABLE_NAME: values.tableName });
/** A secret's variable carries its ARN; the function reads the value at run time (lib/aws/secrets.ts). */
const secretEnvironment = (name: SecretName, values: CapabilityValues) => ({ [secretCatalogue[name].envVar]: values.secretArn(name) });

/** The variables `access` calls for: the table, each secret, each capability. */
export function environmentOf(access: Access, values: CapabilityValues): Record<string, string> {
  return Object.assign(
    tableEnvironment(values),
    ...(access.secrets ?? []).map((name) => secretEnvironment(name, values)),
    ...given(access).map((name) => capabilities[name].environment(values)),
  ) as Record<string, string>;
}

/** Every variable any function may get: the local stack runs every function in one process. */
export function everyEnvironment(values: CapabilityValues): Record<string, string> {
  const everything = { secrets: Object.keys(secretCatalogue) as SecretName[], ...Object.fromEntries(capabilityNames.map((name) => [name, true])) };
  return environmentOf(everything, values);
}

/** The grants `access` calls for, in a stable order: the table, the secrets, then each capability's. */
export function grantsOf(access: Access): Grant[] {
  return [
    ...(access.items?.length ? [{ kind: 'items', items: access.items } as const] : []),
    ...(access.secrets ?? []).map((secret) => ({ kind: 'readSecret', secret }) as const),
    ...given(access).flatMap((name): Grant[] => {
      const { grant } = capabilities[name] as Capability;
      return grant ? [grant] : [];
    }),
  ];
}
