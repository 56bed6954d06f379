import { RemovalPolicy } from 'aws-cdk-lib';
import { Secret, type SecretStringGenerator } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { secretCatalogue, type SecretName } from '../../lib/secrets-catalogue';

/**
 * Every secret in Secrets Manager, generated at deploy time so no value is ever in the template.
 * Keys and the admin token are random from the start; the webhook signing secrets start empty
 * (every delivery is refused) until the operator stores the providers' secrets (docs/deploy.md).
 */
export class ServiceSecrets extends Construct {
  readonly secrets: Record<SecretName, Secret>;

  constructor(scope: Construct, id: string, props: { retain: boolean }) {
    super(scope, id);
    const random = { passwordLength: 64, excludePunctuation: true };
    const generation: Record<SecretName, SecretStringGenerator> = {
      adminToken: random,
      refreshTokenKey: random,
      proposalTokenKey: random,
      // {"current":"k1","k1":"<random>"}: rotate by adding k2, switching current, later removing k1.
      accessTokenKeys: { ...random, secretStringTemplate: JSON.stringify({ current: 'k1' }), generateStringKey: 'k1' },
      webhookSigningSecrets: { ...random, secretStringTemplate: JSON.stringify({ stripe: [], standard: [] }), generateStringKey: 'unused' },
    };
    this.secrets = Object.fromEntries(
      (Object.keys(secretCatalogue) as SecretName[]).map((name) => [
        name,
        new Secret(this, name, {
          description: secretCatalogue[name].description,
          generateSecretString: generation[name],
          removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
        }),
      ]),
    ) as Record<SecretName, Secret>;
  }
}
