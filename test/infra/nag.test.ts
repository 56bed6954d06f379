import { describe, expect, it } from 'vitest';
import { Validations } from 'aws-cdk-lib';
import { nagAcknowledgements } from '../../infra/nag';
import { synthWithNag } from './synth';

describe('cdk-nag AwsSolutions checks', () => {
  it.each(['dev', 'prod'] as const)('pass for %s with the justified acknowledgements', (stage) => {
    expect(() => synthWithNag(stage)).not.toThrow();
  });

  it('justify every acknowledgement in a sentence', () => {
    for (const { reason } of nagAcknowledgements) expect(reason.length).toBeGreaterThan(40);
  });

  it.each(nagAcknowledgements.map((a) => a.id))('need the acknowledgement of %s (without it, synth fails)', (id) => {
    expect(() => synthWithNag('dev', (stack) => Validations.of(stack).acknowledge(...nagAcknowledgements.filter((a) => a.id !== id)))).toThrow(
      /Validation failed|ERROR/,
    );
  });
});
