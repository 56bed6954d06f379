import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { batchWrite } from '../lib/aws/batch-write';
import { projectionOf } from '../lib/billing/projections';
import { listInvoices, listPaymentMethods } from '../lib/billing/read';
import { billingRepository, projectionItems } from '../lib/billing/repository';
import { createPersonality } from '../lib/personalities/create';
import { listPersonalities } from '../lib/personalities/read';
import { personalityRepository } from '../lib/personalities/repository';
import type { BucketPolicy } from '../lib/ratelimit/config';
import { createRateLimiter } from '../lib/ratelimit/limiter';
import { keys } from '../lib/store/keys';
import { createTableInput } from '../lib/store/table-definition';
import { getTopicChangelog } from '../lib/vocabularies/changelog';
import { topicSetItems, topicVocabularyRepository } from '../lib/vocabularies/repository';
import { AwsMeter } from './instrument';
import type { FloodFigures, ScalingFigures } from './scaling-report';
import { median } from './stats';

const DAY = 86_400;

function meteredClient() {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: process.env.AWS_REGION, endpoint: process.env.DYNAMODB_ENDPOINT }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  const meter = new AwsMeter();
  meter.attach(client, 'dynamodb');
  return { client, meter };
}

/**
 * One table holding one organization with `size` invoices (5 paid, the rest open), `size` payment
 * methods cleared by a `customer.deleted` plus 3 attached after it, `size` personalities, and a
 * topic vocabulary of `size` versions. Written in batches, as the projections' transactions leave
 * them (`projectionItems`, `topicSetItems`).
 */
async function seedTable(client: DynamoDBDocumentClient, size: number) {
  const tableName = `scaling-${size}-${ulid()}`;
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  const organizationId = `org_${ulid()}`;
  const customer = `cus_${ulid()}`;
  const t0 = 1_790_000_000;
  const project = (type: string, object: Record<string, unknown>, at: number, clearedAt: number | null = null) => {
    const decision = projectionOf({ provider: 'stripe', id: `evt_${ulid()}`, type, occurredAt: at * 1000, object, previous: undefined });
    if (decision.kind !== 'apply') throw new Error(`${type} is not projected`);
    return projectionItems(decision.projection.item(organizationId), clearedAt);
  };
  const invoice = (i: number, paid: boolean) => ({
    id: `in_${ulid()}`,
    object: 'invoice',
    customer,
    number: `S-${i}`,
    status: paid ? 'paid' : 'open',
    currency: 'usd',
    subtotal: 1000,
    tax: 200,
    total: 1200,
    amount_due: 1200,
    amount_paid: paid ? 1200 : 0,
    amount_remaining: paid ? 0 : 1200,
    period_start: t0,
    period_end: t0 + 30 * DAY,
    due_date: t0 + 40 * DAY,
    lines: { data: [{ description: 'Pro plan', quantity: 1, amount: 1000, price: { unit_amount: 1000 } }] },
    hosted_invoice_url: 'https://pay.example/i/1',
    created: t0 + i,
  });
  const card = (i: number) => ({
    id: `pm_${ulid()}`,
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 },
    customer,
    created: t0 + i,
  });
  // The paid ones spread through the list, as in the run (5 among 10,000).
  const paidEvery = Math.floor(size / 5);
  const clearedAt = (t0 + 2 * DAY) * 1000;
  const items = [
    ...Array.from({ length: size }, (_, i) => project('invoice.finalized', invoice(i, i % paidEvery === paidEvery - 1), t0 + DAY)).flat(),
    ...Array.from({ length: size }, (_, i) => project('payment_method.attached', card(i), t0 + DAY)).flat(),
    ...Array.from({ length: 3 }, (_, i) => project('payment_method.attached', card(size + i), t0 + 3 * DAY, clearedAt)).flat(),
    {
      ...keys.billingProfile(organizationId),
      entity: 'BillingProfile',
      organization_id: organizationId,
      default_payment_method: null,
      methods_cleared_at: clearedAt,
      source_event_at: clearedAt,
      source_rank: 1,
    },
    ...Array.from({ length: size }, (_, i) => {
      const id = `pers_${ulid(Date.now() - (size - i) * 1000)}`;
      return {
        ...keys.personality(organizationId, id),
        entity: 'Personality',
        id,
        organization_id: organizationId,
        name: `P${i}`,
        summary: 'A personality',
        topics: [],
        created_at: new Date().toISOString(),
      };
    }),
  ];
  // The vocabulary: `size` versions of 3 topics, each replacing the one before.
  const topics = (v: number) => [0, 1, 2].map((n) => ({ id: `topic-${v}-${n}`, label: `Topic ${v}.${n}` }));
  let head: { version: string; published_at: string; publication: string } | undefined;
  for (let v = 0; v < size; v++) {
    const version = {
      version: `v${v}`,
      published_at: new Date((t0 + v) * 1000).toISOString(),
      summary: `Version ${v}`,
      topics: topics(v),
      changes: { added: topics(v), removed: v ? topics(v - 1) : [], renamed: [] },
    };
    const publication = ulid();
    const set = topicSetItems(publication, version);
    head = { version: version.version, published_at: version.published_at, publication };
    items.push(set.header, ...set.items, { ...keys.topicVersionName(version.version), entity: 'TopicVersionName', ...head });
  }
  items.push({ ...keys.topicVocabularyHead, entity: 'TopicVocabularyHead', ...head! });
  await batchWrite(
    client,
    tableName,
    items.map((put) => ({ put })),
  );
  await client.send(new PutCommand({ TableName: tableName, Item: { ...keys.organization(organizationId), entity: 'Organization', id: organizationId } }));
  return { tableName, organizationId, oldVersion: 'v0', oldTopic: 'topic-0-1' };
}

/**
 * Each list the API offers, and accepting a proposal, at every size side by side: repetitions
 * alternate between the sizes so machine noise falls on all of them alike. Read units are what
 * DynamoDB Local reports (`ReturnConsumedCapacity`, eventually consistent reads at 0.5 per 4 KB,
 * strongly consistent at 1); latency is the use case's, in this process.
 */
export async function measureScaling(sizes: number[], repetitions: number, progress: (message: string) => void): Promise<ScalingFigures[]> {
  const { client, meter } = meteredClient();
  const tables: ({ size: number } & Awaited<ReturnType<typeof seedTable>>)[] = [];
  for (const size of sizes) {
    progress(`scaling: seeding ${size} invoices, payment methods, personalities and vocabulary versions`);
    tables.push({ size, ...(await seedTable(client, size)) });
  }
  // The acceptable-use gate passes everything: its cost (a guardrail call) is the same at any size, and this measures the data.
  const pass = { checkInput: async () => ({ aspects: [] }), checkOutput: async () => ({ aspects: [] }) };
  const operations: { name: string; run: (t: (typeof tables)[number]) => Promise<number> }[] = [
    {
      // The least any page of 10 can cost: one Query of 11 items in the organization's partition. It shows what
      // DynamoDB Local itself adds as a partition grows (DynamoDB's own cost of a page does not depend on it).
      name: 'control: one Query of 11 items in the partition',
      run: async (t) =>
        (
          await client.send(
            new QueryCommand({
              TableName: t.tableName,
              KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
              ExpressionAttributeValues: { ':pk': keys.organizationPartition(t.organizationId), ':prefix': keys.invoicePrefix },
              ScanIndexForward: false,
              ConsistentRead: true,
              Limit: 11,
            }),
          )
        ).Items!.length,
    },
    {
      // The same, in the range `status=paid` reads (6 items: the 5 paid and one to know it is the last).
      name: 'control: one Query of the status=paid range (6 items)',
      run: async (t) =>
        (
          await client.send(
            new QueryCommand({
              TableName: t.tableName,
              KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
              ExpressionAttributeValues: { ':pk': keys.organizationPartition(t.organizationId), ':prefix': keys.invoiceStatusPrefix('paid') },
              ScanIndexForward: false,
              ConsistentRead: true,
              Limit: 11,
            }),
          )
        ).Items!.length,
    },
    {
      name: 'GET /v1/billing/invoices',
      run: async (t) => (await listInvoices(t.organizationId, { limit: 10 }, { billing: billingRepository({ client, tableName: t.tableName }) })).data.length,
    },
    {
      name: 'GET /v1/billing/invoices?status=paid',
      run: async (t) =>
        (await listInvoices(t.organizationId, { limit: 10, status: 'paid' }, { billing: billingRepository({ client, tableName: t.tableName }) })).data.length,
    },
    {
      name: 'GET /v1/billing/payment-methods (after customer.deleted)',
      run: async (t) =>
        (await listPaymentMethods(t.organizationId, { limit: 10 }, { billing: billingRepository({ client, tableName: t.tableName }) })).data.length,
    },
    {
      name: 'GET /v1/personalities',
      run: async (t) =>
        (await listPersonalities(t.organizationId, { limit: 10 }, { personalities: personalityRepository({ client, tableName: t.tableName }) })).data.length,
    },
    {
      name: 'GET /v1/vocabularies/topics/changelog',
      run: async (t) => (await getTopicChangelog({ limit: 10 }, { vocabularies: topicVocabularyRepository({ client, tableName: t.tableName }) })).data.length,
    },
    {
      name: 'POST /v1/personalities (topics of the oldest version)',
      run: async (t) => {
        const { personality } = await createPersonality(
          {
            name: 'Scaling',
            summary: 'Measures what accepting costs',
            traits: ['calm'],
            tone: { formality: 'casual', warmth: 'warm', humor: 'none', verbosity: 'concise' },
            topics: [t.oldTopic],
            boundaries: [],
            greeting: 'Hello',
            source: 'manual',
            vocabulary_version: t.oldVersion,
            sensitivity_declaration: { level: 'low', categories: [], confirmed: true },
          } as never,
          { userId: `usr_${ulid()}`, organizationId: t.organizationId },
          undefined,
          Date.now(),
          {
            repository: personalityRepository({ client, tableName: t.tableName }),
            vocabularies: topicVocabularyRepository({ client, tableName: t.tableName }),
            gate: pass,
          },
        );
        return personality.topics.length;
      },
    },
  ];
  const figures: ScalingFigures[] = [];
  for (const operation of operations) {
    progress(`scaling: ${operation.name}`);
    const samples = new Map(tables.map((t) => [t.size, { units: [] as number[], ms: [] as number[], items: 0 }]));
    for (let r = 0; r < repetitions + 2; r++) {
      for (const t of r % 2 ? [...tables].reverse() : tables) {
        meter.on = true;
        const started = performance.now();
        const items = await operation.run(t);
        const ms = performance.now() - started;
        meter.on = false;
        const units = meter.take().reduce((sum, c) => sum + c.readUnits, 0);
        // The first two rounds warm caches and connections; they are not counted.
        if (r < 2) continue;
        const sample = samples.get(t.size)!;
        sample.units.push(units);
        sample.ms.push(ms);
        sample.items = items;
      }
    }
    figures.push({
      operation: operation.name,
      orgPartition: operation.name.startsWith('control') || operation.name.startsWith('GET /v1/billing') || operation.name.startsWith('GET /v1/personalities'),
      points: tables.map((t) => {
        const s = samples.get(t.size)!;
        return { size: t.size, readUnits: median(s.units), ms: median(s.ms), items: s.items };
      }),
    });
  }
  return figures;
}

/**
 * A flood of one bucket (authenticated policy, 20/s, burst 40) for `seconds`: 50 concurrent
 * connections on one instance (one process, as the local stack serves them), and 50 instances of
 * one connection each (separate limiter objects, as Lambda scales out). Counts every bucket write
 * and its billed units (a failed conditional write is billed too).
 */
export async function measureFlood(seconds: number): Promise<FloodFigures[]> {
  const policy: BucketPolicy = { rate: 20, burst: 40 };
  const run = async (label: string, instances: number, connections: number): Promise<FloodFigures> => {
    const fleet = Array.from({ length: instances }, () => {
      const { client, meter } = meteredClient();
      meter.on = true;
      return { meter, limiter: createRateLimiter({ client }) };
    });
    const bucket = { rateClass: 'flood', scope: `org:${ulid()}` };
    let admitted = 0;
    let refused = 0;
    const start = Date.now();
    let first = Infinity;
    let last = 0;
    await Promise.all(
      fleet.flatMap(({ limiter }) =>
        Array.from({ length: connections }, async () => {
          while (Date.now() - start < seconds * 1000) {
            const now = Date.now();
            first = Math.min(first, now);
            last = Math.max(last, now);
            if ((await limiter.take(bucket, policy, now)).allowed) admitted++;
            else refused++;
            // A refused client comes straight back, as a flood does; yield so the others run.
            await new Promise((resolve) => setImmediate(resolve));
          }
        }),
      ),
    );
    const calls = fleet.flatMap((f) => f.meter.take());
    return {
      label,
      seconds,
      admitted,
      refused,
      allowance: policy.burst + (policy.rate * (last - first)) / 1000,
      writes: calls.length,
      writeUnits: calls.reduce((sum, c) => sum + c.writeUnits, 0),
    };
  };
  return [await run('50 connections, one instance', 1, 50), await run('50 instances, one connection each', 50, 1)];
}
