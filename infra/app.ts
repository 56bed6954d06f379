import { App } from 'aws-cdk-lib';
import { ServiceStack } from './stack';

const app = new App();
const stage = (app.node.tryGetContext('stage') as string | undefined) ?? 'dev';
if (stage !== 'dev' && stage !== 'prod') throw new Error(`Unknown stage "${stage}": use -c stage=dev or -c stage=prod`);

new ServiceStack(app, `Service-${stage}`, { stage, description: `Service API (${stage})` });
