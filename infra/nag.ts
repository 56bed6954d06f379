import { Validations, type Stack } from 'aws-cdk-lib';

/**
 * The cdk-nag AwsSolutions findings we accept stack-wide, each with the reason. Everything else
 * fails synth. (Each function's two IAM5 wildcards are acknowledged on its own role, in
 * ProjectFunction.)
 */
export const nagAcknowledgements = [
  {
    id: 'AwsSolutions-L1',
    reason: 'Functions target nodejs22.x deliberately (the runtime the service is built and benchmarked for); upgrading is a tested change, not a default.',
  },
  {
    id: 'AwsSolutions-SMG4',
    reason:
      'Rotation is an operator procedure: signing keys rotate by key id (add, switch current, retire), provider webhook secrets are issued by the providers and rotate through two slots; a rotation Lambda could do neither.',
  },
  {
    id: 'AwsSolutions-APIG4',
    reason:
      'Authorization is done in each function (JWT bearer, admin token, or provider HMAC over the raw body), which API Gateway authorizers cannot express for webhooks; unauthenticated calls get 401 from the function.',
  },
];

/** Applies the stack-wide cdk-nag acknowledgements above. */
export function acknowledgeNagFindings(stack: Stack): void {
  Validations.of(stack).acknowledge(...nagAcknowledgements);
}
