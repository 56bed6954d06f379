import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { parseTrustedIssuers } from '../lib/identities/issuers';
import { acknowledgeNagFindings } from './nag';
import { ServiceStack } from './stack';
import { regionRefusal, stages } from './stages';

const app = new App();
const stage = (app.node.tryGetContext('stage') as string | undefined) ?? 'dev';
if (stage !== 'dev' && stage !== 'prod') throw new Error(`Unknown stage "${stage}": use -c stage=dev or -c stage=prod`);

const context = (key: string) => app.node.tryGetContext(key) as string | undefined;

// A prod stack must not send review emails from the placeholder identity: example.com is reserved
// (RFC 2606), so SES can never verify it and every email would fail. Refused in one line; dev
// keeps the placeholder so `npx cdk synth` works offline with no setup.
const placeholder = /(^|[.@])example\.(com|org|net)>?$/i;
const email = { emailIdentity: context('emailIdentity') ?? stages[stage].emailIdentity, emailFrom: context('emailFrom') ?? stages[stage].emailFrom };
const unset = Object.entries(email).find(([, value]) => placeholder.test(value.trim()));
if (stage === 'prod' && unset) {
  process.stderr.write(
    `Stage prod would send review emails with ${unset[0]} ${unset[1]}, a placeholder SES can never verify: pass yours, -c emailIdentity=<verified domain or address> -c emailFrom="Name <address@that domain>"\n`,
  );
  process.exit(1);
}
// The target Region (`cdk synth` and `cdk deploy` take it from the profile or AWS_REGION, or -c region=):
// a Region the stage's model or guardrail profile does not serve is refused before anything deploys.
const region = context('region') ?? process.env.CDK_DEFAULT_REGION ?? process.env.AWS_REGION;
const model = context('model') ? { id: context('model')!, profileRegions: context('modelRegions')?.split(',').filter(Boolean) } : stages[stage].model;
const refusal = region ? regionRefusal({ model, guardrailProfile: stages[stage].guardrailProfile }, region) : undefined;
if (refusal) {
  process.stderr.write(`${refusal}\n`);
  process.exit(1);
}

// The OpenID providers users sign in with: -c trustedIssuers='[{"issuer":"https://...","audiences":["<client id>"]}]'.
// A deployed function reaches them over the internet: https only (loopback http is for local stacks).
// (Also a list in cdk.json's context, rather than a string.)
const issuersContext = app.node.tryGetContext('trustedIssuers') as unknown;
let trustedIssuers;
try {
  trustedIssuers =
    issuersContext === undefined
      ? undefined
      : parseTrustedIssuers(typeof issuersContext === 'string' ? issuersContext : JSON.stringify(issuersContext), '-c trustedIssuers');
  const insecure = trustedIssuers?.find((i) => !i.issuer.startsWith('https://') || (i.jwks_uri !== undefined && !i.jwks_uri.startsWith('https://')));
  if (insecure) throw new Error(`-c trustedIssuers: ${insecure.issuer} must be https to be deployed`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
const stack = new ServiceStack(app, `Service-${stage}`, {
  stage,
  description: `Service API (${stage})`,
  overrides: {
    ...(context('emailIdentity') ? { emailIdentity: context('emailIdentity') } : {}),
    ...(context('emailFrom') ? { emailFrom: context('emailFrom') } : {}),
    ...(context('alarmEmail') ? { alarmEmail: context('alarmEmail') } : {}),
    // Another model: -c model=<model or inference profile id> [-c modelRegions=<Regions a profile routes to, comma-separated>]
    ...(context('model') ? { model } : {}),
    // Browser origins that may call the API: -c corsOrigins=https://app.example.com,https://admin.example.com
    ...(context('corsOrigins') ? { cors: { allowedOrigins: context('corsOrigins')!.split(',').filter(Boolean) } } : {}),
    // CloudFront and AWS WAF in front of the API (deploy in us-east-1): -c edge=true
    ...(context('edge') === 'true' ? { edge: { ...stages[stage].edge, enabled: true } } : {}),
    ...(trustedIssuers ? { trustedIssuers } : {}),
  },
});
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
acknowledgeNagFindings(stack);
