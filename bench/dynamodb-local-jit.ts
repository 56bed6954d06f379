/**
 * `npx tsx bench/dynamodb-local-jit.ts [rounds]`: DynamoDB Local's CPU for one fixed workload
 * (conditional puts, reads, transactions and queries from 10 concurrent writers), side by side
 * with the JVM's default compilers and with the flags the local stack starts it with
 * (DYNAMODB_LOCAL_JVM_FLAGS), in alternating runs; prints CPU seconds and their ratio.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import {
  CreateTableCommand,
  DynamoDBClient,
  GetItemCommand,
  ListTablesCommand,
  PutItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import { DYNAMODB_LOCAL_JVM_FLAGS, dynamoDbLocalJavaArgs } from '../infra/local/dynamodb-local';
import { freePort } from '../infra/local/ports';

const rounds = Number(process.argv[2] ?? 100);

/** User plus system CPU seconds of a process so far (Linux /proc). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function measure(jvmFlags: string[]): Promise<{ startCpu: number; workCpu: number }> {
  const port = await freePort();
  const java = spawn('java', dynamoDbLocalJavaArgs(port, null, jvmFlags), { stdio: 'ignore' });
  const client = new DynamoDBClient({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
  try {
    for (;;) {
      try {
        await client.send(new ListTablesCommand({}));
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    const startCpu = cpuSeconds(java.pid!);
    const TableName = 'bench';
    await client.send(
      new CreateTableCommand({
        TableName,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
      }),
    );
    for (let round = 0; round < rounds; round++) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, writer) => {
          const pk = { S: `P${writer}` };
          for (let k = 0; k < 5; k++) {
            const sk = { S: `S${round}-${k}` };
            await client.send(new PutItemCommand({ TableName, Item: { pk, sk, v: { S: 'x'.repeat(200) } }, ConditionExpression: 'attribute_not_exists(pk)' }));
            await client.send(new GetItemCommand({ TableName, Key: { pk, sk } }));
          }
          await client.send(
            new TransactWriteItemsCommand({
              TransactItems: [
                { Put: { TableName, Item: { pk, sk: { S: `T${round}` } } } },
                {
                  Update: { TableName, Key: { pk, sk: { S: `S${round}-0` } }, UpdateExpression: 'SET n = :n', ExpressionAttributeValues: { ':n': { N: '1' } } },
                },
              ],
            }),
          );
          await client.send(new QueryCommand({ TableName, KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': pk }, Limit: 50 }));
        }),
      );
    }
    return { startCpu, workCpu: cpuSeconds(java.pid!) - startCpu };
  } finally {
    client.destroy();
    java.kill('SIGKILL');
  }
}

const variants = { 'JVM default': [], 'local stack (C1 only)': DYNAMODB_LOCAL_JVM_FLAGS } satisfies Record<string, string[]>;
const results: Record<string, { startCpu: number; workCpu: number }[]> = { 'JVM default': [], 'local stack (C1 only)': [] };
for (let run = 0; run < 3; run++) for (const [name, flags] of Object.entries(variants)) results[name]!.push(await measure(flags));

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows = Object.entries(results).map(([name, runs]) => ({ name, start: median(runs.map((r) => r.startCpu)), work: median(runs.map((r) => r.workCpu)) }));
console.log(`DynamoDB Local CPU seconds, median of 3 alternating runs, ${rounds * 120} requests:`);
for (const row of rows) console.log(`  ${row.name.padEnd(22)} start ${row.start.toFixed(2)} s   workload ${row.work.toFixed(2)} s`);
console.log(`  ratio (C1 only / default): start ${(rows[1]!.start / rows[0]!.start).toFixed(2)}, workload ${(rows[1]!.work / rows[0]!.work).toFixed(2)}`);
