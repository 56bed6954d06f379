import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AttributeType, Billing, type CfnGlobalTable, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import type { ItemAccess } from '../../functions/definitions';
import { secondaryIndexes, tableDefinition as def } from '../../lib/store/table-definition';

/** How the table is kept. */
export interface ServiceTableProps {
  /** Production keeps the table on stack deletion and refuses deletion. Default: false. */
  protect?: boolean;
  /** Encrypt with a customer-managed KMS key of the stack (rotated yearly) instead of the AWS-owned key. Default: false. */
  customerManagedKey?: boolean;
}

/** The single table, from the same definition the local bootstrap uses. */
export class ServiceTable extends Construct {
  readonly table: TableV2;
  /** The table's customer-managed key, when it has one. */
  readonly key?: Key;

  constructor(scope: Construct, id: string, props: ServiceTableProps = {}) {
    super(scope, id);
    const removalPolicy = props.protect ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    if (props.customerManagedKey) {
      this.key = new Key(this, 'Key', {
        description: 'Encrypts the service table at rest; usable by the functions only through DynamoDB',
        enableKeyRotation: true,
        removalPolicy,
        pendingWindow: Duration.days(30),
      });
    }
    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: def.partitionKey, type: AttributeType.STRING },
      sortKey: { name: def.sortKey, type: AttributeType.STRING },
      billing: Billing.onDemand(),
      timeToLiveAttribute: def.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.protect ?? false,
      removalPolicy,
      globalSecondaryIndexes: secondaryIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })),
    });
    if (this.key) {
      // TableV2's customerManagedKey() needs a Region-bound stack (it maps keys by replica
      // Region); this stack is Region-agnostic and has one replica, in its own Region.
      const cfn = this.table.node.defaultChild as CfnGlobalTable;
      cfn.addPropertyOverride('SSESpecification', { SSEEnabled: true, SSEType: 'KMS' });
      cfn.addPropertyOverride('Replicas.0.SSESpecification', { KMSMasterKeyId: this.key.keyArn });
    }
  }
}

const writes = new Set<ItemAccess['actions'][number]>(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem']);

/**
 * Grants a function item-level table access: each statement names its actions, and an IAM
 * `dynamodb:LeadingKeys` condition limits them to items whose partition key matches the patterns.
 * No statement grants Scan or a batch read: a Scan has no leading key, and `ForAllValues` over
 * an empty set is true, so the condition would not limit it. A `BatchWriteItem` always carries the
 * keys of its items (at least one), each of which must match.
 *
 * With a customer-managed key, the function may also use that key, and only through DynamoDB
 * (`kms:ViaService`): decrypt to read, and encrypt too when it writes.
 */
export function grantItemAccess(table: TableV2, grantee: IGrantable, access: readonly ItemAccess[], key?: Key): void {
  for (const { actions, keys, index, returnValuesNone } of access) {
    const indexName = index === true ? def.gsi1.indexName : index;
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: actions.map((action) => `dynamodb:${action}`),
        resources: [indexName ? `${table.tableArn}/index/${indexName}` : table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': keys },
          // A write that may not answer what it replaced (a signing secret): no ReturnValues but NONE.
          ...(returnValuesNone ? { StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' } } : {}),
        },
      }),
    );
  }
  if (!key || access.length === 0) return;
  const writesItems = access.some(({ actions }) => actions.some((action) => writes.has(action)));
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: [
        'kms:Decrypt',
        'kms:DescribeKey',
        ...(writesItems ? ['kms:Encrypt', 'kms:GenerateDataKey', 'kms:GenerateDataKeyWithoutPlaintext', 'kms:ReEncryptFrom', 'kms:ReEncryptTo'] : []),
      ],
      resources: [key.keyArn],
      conditions: { StringEquals: { 'kms:ViaService': `dynamodb.${Stack.of(key).region}.amazonaws.com` } },
    }),
  );
}
