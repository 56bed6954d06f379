import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { BedrockClient, GetFoundationModelCommand, GetInferenceProfileCommand } from '@aws-sdk/client-bedrock';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { allFunctions } from '../../functions/catalogue';
import { regionRefusal, stages, type StageConfig } from '../../infra/stages';
import { reservedConcurrencyOf } from '../../infra/stack';

/** One check: passed, worth knowing, or a deploy that would fail. */
export interface Check {
  check: string;
  status: 'ok' | 'warn' | 'fail';
  detail: string;
}

/** What the account keeps unreserved whatever functions reserve (Lambda refuses a reservation that would leave less). */
export const UNRESERVED_MINIMUM = 100;
/** The bootstrap stack version the CDK's synthesized templates check for (their CheckBootstrapVersion rule). */
export const MINIMUM_BOOTSTRAP_VERSION = 6;

/** What a preflight checks: a stage, in a Region, sending from an identity (default: the stage's). */
export interface PreflightInput {
  stage: 'dev' | 'prod';
  region: string;
  emailIdentity?: string;
  /** The model, when -c model=… overrides the stage's. */
  model?: StageConfig['model'];
}

/** The reserved concurrency a stage asks of the account: every function's reservation summed. */
export function reservedBy(config: StageConfig): number {
  return allFunctions.reduce((sum, definition) => sum + (reservedConcurrencyOf(config, definition) ?? 0), 0);
}

const errorName = (error: unknown) => (error as { name?: string }).name ?? 'Error';

/**
 * The checks of a first deploy, read-only, with the operator's credentials in the target Region:
 * everything CloudFormation or the first request would trip on that can be known before.
 */
export async function preflight(input: PreflightInput): Promise<Check[]> {
  const config = { ...stages[input.stage], ...(input.model ? { model: input.model } : {}) };
  const identity = input.emailIdentity ?? config.emailIdentity;
  const { region } = input;
  const strict = input.stage === 'prod';
  const checks: Check[] = [];
  const run = async (check: string, probe: () => Promise<Omit<Check, 'check'>>) => {
    try {
      checks.push({ check, ...(await probe()) });
    } catch (error) {
      checks.push({ check, status: 'fail', detail: `${errorName(error)}: ${(error as Error).message}` });
    }
  };

  await run('region', async () => {
    const refusal = regionRefusal(config, region);
    return refusal ? { status: 'fail', detail: refusal } : { status: 'ok', detail: `${region} serves ${config.model.id} and ${config.guardrailProfile.id}` };
  });

  await run('cdk-bootstrap', async () => {
    const cloudformation = new CloudFormationClient({ region });
    try {
      const { Stacks } = await cloudformation.send(new DescribeStacksCommand({ StackName: 'CDKToolkit' }));
      const version = Number(Stacks?.[0]?.Outputs?.find((o) => o.OutputKey === 'BootstrapVersion')?.OutputValue ?? 0);
      return version >= MINIMUM_BOOTSTRAP_VERSION
        ? { status: 'ok', detail: `CDKToolkit bootstrap version ${version}` }
        : { status: 'fail', detail: `CDKToolkit is at bootstrap version ${version}, the stack needs ${MINIMUM_BOOTSTRAP_VERSION}: npx cdk bootstrap` };
    } catch (error) {
      if (/does not exist/.test((error as Error).message))
        return { status: 'fail', detail: `the Region is not bootstrapped: npx cdk bootstrap aws://<account>/${region}` };
      throw error;
    } finally {
      cloudformation.destroy();
    }
  });

  await run('lambda-concurrency', async () => {
    const lambda = new LambdaClient({ region });
    try {
      const { AccountLimit } = await lambda.send(new GetAccountSettingsCommand({}));
      const limit = AccountLimit?.ConcurrentExecutions ?? 0;
      const unreserved = AccountLimit?.UnreservedConcurrentExecutions ?? 0;
      const needed = reservedBy(config);
      if (needed === 0) return { status: 'ok', detail: `the stage reserves none; account limit ${limit}` };
      return unreserved - UNRESERVED_MINIMUM >= needed
        ? { status: 'ok', detail: `the stage reserves ${needed}; ${unreserved} unreserved of ${limit}, ${UNRESERVED_MINIMUM} must stay unreserved` }
        : {
            status: 'fail',
            detail: `the stage reserves ${needed} but only ${Math.max(0, unreserved - UNRESERVED_MINIMUM)} can be (${unreserved} unreserved of ${limit}, ${UNRESERVED_MINIMUM} must stay): request a Lambda concurrent-executions quota of at least ${needed + UNRESERVED_MINIMUM + (limit - unreserved)} (Service Quotas) before deploying`,
          };
    } finally {
      lambda.destroy();
    }
  });

  const ses = new SESv2Client({ region });
  try {
    await run('ses-production-access', async () => {
      const account = await ses.send(new GetAccountCommand({}));
      if (!account.SendingEnabled) return { status: 'fail', detail: 'sending is disabled for this account in this Region' };
      return account.ProductionAccessEnabled
        ? { status: 'ok', detail: 'production access: review emails reach any recipient' }
        : {
            status: strict ? 'fail' : 'warn',
            detail: 'the account is in the SES sandbox: review emails reach verified addresses only, the rest fail and dead-letter (request production access)',
          };
    });
    await run('ses-identity', async () => {
      try {
        const found = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: identity }));
        return found.VerifiedForSendingStatus
          ? { status: 'ok', detail: `${identity} is verified for sending` }
          : { status: strict ? 'fail' : 'warn', detail: `${identity} is not verified yet (${found.VerificationStatus ?? 'PENDING'})` };
      } catch (error) {
        if (errorName(error) === 'NotFoundException')
          return { status: strict ? 'fail' : 'warn', detail: `${identity} is not an SES identity in ${region}: create and verify it` };
        throw error;
      }
    });
  } finally {
    ses.destroy();
  }

  await run('bedrock-model', async () => {
    const bedrock = new BedrockClient({ region });
    try {
      if (config.model.profileRegions) {
        const profile = await bedrock.send(new GetInferenceProfileCommand({ inferenceProfileIdentifier: config.model.id }));
        return profile.status === 'ACTIVE'
          ? { status: 'ok', detail: `inference profile ${config.model.id} is active` }
          : { status: 'fail', detail: `inference profile ${config.model.id} is ${profile.status ?? 'unknown'}` };
      }
      await bedrock.send(new GetFoundationModelCommand({ modelIdentifier: config.model.id }));
      return { status: 'ok', detail: `foundation model ${config.model.id} is offered` };
    } catch (error) {
      if (errorName(error) === 'ResourceNotFoundException' || errorName(error) === 'ValidationException')
        return { status: 'fail', detail: `${config.model.id} is not offered in ${region}` };
      throw error;
    } finally {
      bedrock.destroy();
    }
  });
  return checks;
}

/** One line per check, aligned. */
export function formatChecks(checks: Check[]): string {
  return checks.map(({ check, status, detail }) => `${status.padEnd(4)} ${check.padEnd(21)} ${detail}`).join('\n');
}
