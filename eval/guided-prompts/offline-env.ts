/**
 * Imported first by the evaluation scripts: the use case's modules read their configuration at load,
 * and an evaluation runs offline (local rules and engine; nothing reaches AWS or a Bedrock guardrail).
 */
Object.assign(process.env, {
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  TABLE_NAME: 'evaluation',
  DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
  LOG_LEVEL: 'silent',
  PROPOSAL_TOKEN_KEY_SECRET: 'evaluation',
});
delete process.env.GUARDRAIL_ID;
