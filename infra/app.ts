import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { acknowledgeNagFindings } from './nag';
import { ServiceStack } from './stack';
import { stages } from './stages';

const app = new App();
const stage = (app.node.tryGetContext('stage') as string | undefined) ?? 'dev';
if (stage !== 'dev' && stage !== 'prod') throw new Error(`Unknown stage "${stage}": use -c stage=dev or -c stage=prod`);

const context = (key: string) => app.node.tryGetContext(key) as string | undefined;
const stack = new ServiceStack(app, `Service-${stage}`, {
  stage,
  description: `Service API (${stage})`,
  overrides: {
    ...(context('emailIdentity') ? { emailIdentity: context('emailIdentity') } : {}),
    ...(context('emailFrom') ? { emailFrom: context('emailFrom') } : {}),
    ...(context('alarmEmail') ? { alarmEmail: context('alarmEmail') } : {}),
    // Another model: -c model=<model or inference profile id> [-c modelRegions=<Regions a profile routes to, comma-separated>]
    ...(context('model') ? { model: { id: context('model')!, profileRegions: context('modelRegions')?.split(',').filter(Boolean) } } : {}),
    // CloudFront and AWS WAF in front of the API (deploy in us-east-1): -c edge=true
    ...(context('edge') === 'true' ? { edge: { ...stages[stage].edge, enabled: true } } : {}),
  },
});
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
acknowledgeNagFindings(stack);
