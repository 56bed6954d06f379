/**
 * The local Bedrock stand-in (README.md beside this file): the one entry point the local stack and
 * the tests start it through.
 */
export { startBedrockStandIn, type BedrockFault, type BedrockStandIn, type BedrockStandInOptions, type FaultRequest, type RecordedRequest } from './server';
export { triggerPrefix } from './triggers';

/** The guardrail the stand-in serves on the local stack (`GUARDRAIL_ID`, `GUARDRAIL_VERSION`): an id of the pattern AWS gives. */
export const standInGuardrail = { id: 'localstandin', version: '1' } as const;
