import * as keyRanges from '../lib/store/key-ranges';
import type { SecretName } from '../lib/secrets-catalogue';
import { environmentOf, type CapabilityValues } from './capabilities';
import { allFunctions, type FunctionName } from './catalogue';
import type { Access, ItemAccess, OperationDefinition, WorkerDefinition } from './definitions';

/** Every API function writes its rate-limit bucket: that is its only write when the route itself only reads. */
const rateLimit: ItemAccess = { actions: ['UpdateItem'], keys: [keyRanges.rateBuckets] };
/** A `user` route checks the access token's session on every call. */
const sessionCheck: ItemAccess = { actions: ['GetItem'], keys: [keyRanges.sessions] };

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
export interface EnvironmentSources extends CapabilityValues {
  logLevel: string;
}

/** A function's environment (by catalogue entry or name): exactly the variables its access calls for (functions/capabilities.ts). */
export function functionEnvironment(function_: Definition | FunctionName, sources: EnvironmentSources): Record<string, string> {
  const access = accessOf(typeof function_ === 'string' ? definitionOf(function_) : function_);
  return { ...environmentOf(access, sources), LOG_LEVEL: sources.logLevel };
}
