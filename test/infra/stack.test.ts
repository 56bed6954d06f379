import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { servedRoutes } from '../../functions/routes';
import { tableDefinition } from '../../lib/store/table-definition';
import { synth } from './synth';

const { template } = synth('dev');
const apiFunctions = () =>
  Object.values(template.findResources('AWS::Lambda::Function')).filter(
    (fn) => (fn.Properties as { Environment?: { Variables?: Record<string, string> } }).Environment?.Variables?.SERVICE_NAME,
  );

describe('the CDK stack', () => {
  it('has one function per served route plus the catch-all', () => {
    expect(apiFunctions()).toHaveLength(servedRoutes.length + 1);
  });

  it('runs every function on Node 22, arm64, from an ESM bundle', () => {
    for (const fn of apiFunctions()) {
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
    }
  });

  it('routes every served route and sends the rest to the catch-all', () => {
    const routeKeys = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
      (r) => (r.Properties as { RouteKey: string }).RouteKey,
    );
    expect(routeKeys.sort()).toEqual(['$default', ...servedRoutes.map((r) => `${r.method} ${r.path}`)].sort());
  });

  it('uses an HTTP API (payload v2), not a REST API', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
    template.resourceCountIs('AWS::ApiGateway::RestApi', 0);
    template.allResourcesProperties('AWS::ApiGatewayV2::Integration', { PayloadFormatVersion: '2.0' });
  });

  it('builds the table from the shared definition: keys, GSI, TTL, on demand', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
      GlobalSecondaryIndexes: [Match.objectLike({ IndexName: tableDefinition.gsi1.indexName })],
    });
  });
});
