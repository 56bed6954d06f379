import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { ItemAccess } from '../../functions/definitions';
import { tableDefinition as def } from '../../lib/store/table-definition';

/** How the table is kept. */
export interface ServiceTableProps {
  /** Production keeps the table on stack deletion and refuses deletion. Default: false. */
  protect?: boolean;
}

/** The single table, from the same definition the local bootstrap uses. */
export class ServiceTable extends Construct {
  readonly table: TableV2;

  constructor(scope: Construct, id: string, props: ServiceTableProps = {}) {
    super(scope, id);
    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: def.partitionKey, type: AttributeType.STRING },
      sortKey: { name: def.sortKey, type: AttributeType.STRING },
      billing: Billing.onDemand(),
      timeToLiveAttribute: def.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.protect ?? false,
      removalPolicy: props.protect ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      globalSecondaryIndexes: [
        {
          indexName: def.gsi1.indexName,
          partitionKey: { name: def.gsi1.partitionKey, type: AttributeType.STRING },
          sortKey: { name: def.gsi1.sortKey, type: AttributeType.STRING },
        },
      ],
    });
  }
}

/**
 * Grants a function item-level table access: each statement names its actions, and an IAM
 * `dynamodb:LeadingKeys` condition limits them to items whose partition key matches the patterns.
 */
export function grantItemAccess(table: TableV2, grantee: IGrantable, access: readonly ItemAccess[]): void {
  for (const { actions, keys, index } of access) {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: actions.map((action) => `dynamodb:${action}`),
        resources: [index ? `${table.tableArn}/index/${def.gsi1.indexName}` : table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': keys } },
      }),
    );
  }
}
