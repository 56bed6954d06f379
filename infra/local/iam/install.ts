import { appendFileSync } from 'node:fs';
import { queues, type QueueName } from '../../../functions/capabilities';
import { stages } from '../../stages';
import type { SqsLocal } from '../sqs-local';
import { localIamEnforcer, type IamEnforcer } from './enforce';
import { localEmailConfigurationSet, type SynthesizedRoles } from './roles';

/** The local stack's account and Region, as its ARNs and its API Gateway events name them. */
export const localAccount = { region: 'us-east-1', account: '000000000000' } as const;

/**
 * Installs IAM enforcement on every AWS client of lib/aws (the DynamoDB document client, SQS,
 * SES, Bedrock Runtime), with the roles the CDK app synthesized resolved to this stack's table,
 * queues and guardrail. Called once the environment is in place (the clients read it at load).
 */
export async function installLocalIam(
  roles: SynthesizedRoles,
  {
    tableName,
    sqs,
    bedrock,
    mode = 'enforce',
  }: {
    tableName: string;
    sqs: SqsLocal;
    /** The stand-in's guardrail, when guided prompts call the stand-in (undefined: Bedrock calls are not checked here). */
    bedrock?: { guardrail: { id: string; version: string } };
    mode?: 'enforce' | 'report';
  },
): Promise<IamEnforcer> {
  const { logger } = await import('../../../lib/logger');
  const enforcer = localIamEnforcer(
    roles,
    {
      ...localAccount,
      tableName,
      // Each queue of the catalogue under the name its ARN carries in AWS.
      queues: Object.fromEntries((Object.keys(queues) as QueueName[]).map((name) => [queues[name].queueName, sqs.queues[name]])),
      guardrail: bedrock?.guardrail ?? { id: 'none', version: 'DRAFT' },
      emailConfigurationSet: localEmailConfigurationSet,
      modelProfileRegions: [localAccount.region, ...(stages.dev.model.profileRegions ?? [])],
      guardrailProfileId: stages.prod.guardrailProfile.id,
    },
    (denial) => {
      logger.warn('local IAM denied a call its role does not allow', {
        function: denial.functionName,
        action: denial.request.action,
        resource: denial.request.resource,
        context: denial.request.context,
      });
      if (process.env.LOCAL_IAM_DENIALS_FILE) appendFileSync(process.env.LOCAL_IAM_DENIALS_FILE, JSON.stringify(denial) + '\n');
    },
    mode,
  );
  const [{ docClient }, { sqsClient }, { sesClient }, { bedrockClient }] = await Promise.all([
    import('../../../lib/aws/dynamodb'),
    import('../../../lib/aws/sqs'),
    import('../../../lib/aws/ses'),
    import('../../../lib/aws/bedrock'),
  ]);
  enforcer.install(docClient);
  enforcer.install(sqsClient);
  enforcer.install(sesClient);
  if (bedrock) enforcer.install(await bedrockClient());
  return enforcer;
}
