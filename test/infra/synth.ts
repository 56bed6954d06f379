import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { ServiceStack } from '../../infra/stack';

const cache = new Map<string, { stack: ServiceStack; template: Template }>();

/** Synthesises the stack for a stage once per test file (bundling every function takes seconds). */
export function synth(stage: 'dev' | 'prod' = 'dev') {
  let hit = cache.get(stage);
  if (!hit) {
    const app = new App({ context: { stage } });
    const stack = new ServiceStack(app, `Service-${stage}`, { stage });
    hit = { stack, template: Template.fromStack(stack) };
    cache.set(stage, hit);
  }
  return hit;
}
