import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { docClient, tableName } from '../../lib/aws/dynamodb';
import { ProblemError } from '../../lib/contract/problems';
import { CLAIM_LEASE_MS, oncePerKey, type Completion } from '../../lib/idempotency/once-per-key';
import { idempotencyRepository } from '../../lib/idempotency/repository';
import { keys } from '../../lib/store/keys';

/**
 * lib/idempotency's mechanism against DynamoDB Local: the IETF draft's answers (the first result
 * replayed, 422 for another body, 409 while the first runs), a failed request giving its key back,
 * and an abandoned claim taken over once its lease has run out.
 */
const organizationId = () => `org_${ulid()}`;
const thing = (org: string, id: string) => ({ pk: `ORG#${org}`, sk: `THING#${id}` });

/** A create whose effect is one item, written in one transaction with the key's record (first). */
function createThing(org: string, id: string, done?: () => void) {
  return async (complete: Completion<{ id: string }> | undefined) => {
    const result = { id };
    await docClient.send(
      new TransactWriteCommand({
        TransactItems: [...(complete ? [complete(result)] : []), { Put: { TableName: tableName, Item: { ...thing(org, id), entity: 'Thing' } } }],
      }),
    );
    done?.();
    return result;
  };
}

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof ProblemError ? { code: error.code, status: error.status, retryAfterSeconds: error.retryAfterSeconds } : error),
  );

describe('one result per Idempotency-Key', () => {
  it('replays the first result for the same body (whatever its field order), and refuses another body with a 422', async () => {
    const org = organizationId();
    const key = ulid();
    let runs = 0;
    const request = (body: unknown) => ({ organizationId: org, key, body, nowMs: Date.now() });
    const first = await oncePerKey(
      request({ a: 1, b: [1, 2] }),
      createThing(org, ulid(), () => runs++),
    );
    const again = await oncePerKey(
      request({ b: [1, 2], a: 1 }),
      createThing(org, ulid(), () => runs++),
    );
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ result: first.result, replayed: true });
    expect(runs).toBe(1);
    expect(await problemOf(oncePerKey(request({ a: 2 }), createThing(org, ulid())))).toMatchObject({ code: 'idempotency_key_reused', status: 422 });
  });

  it('answers 409 with Retry-After while the first request runs, then its result', async () => {
    const org = organizationId();
    const key = ulid();
    let finish!: () => void;
    const running = new Promise<void>((resolve) => (finish = resolve));
    const first = oncePerKey({ organizationId: org, key, body: { n: 1 }, nowMs: Date.now() }, async (complete) => {
      await running;
      return createThing(org, 'first')(complete);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const during = await problemOf(oncePerKey({ organizationId: org, key, body: { n: 1 }, nowMs: Date.now() }, createThing(org, 'second')));
    expect(during).toMatchObject({ code: 'idempotency_key_in_use', status: 409, retryAfterSeconds: 1 });
    finish();
    expect((await first).result).toEqual({ id: 'first' });
    expect(await oncePerKey({ organizationId: org, key, body: { n: 1 }, nowMs: Date.now() }, createThing(org, 'third'))).toEqual({
      result: { id: 'first' },
      replayed: true,
    });
  });

  it('gives the key back when the request fails, so a retry runs afresh', async () => {
    const org = organizationId();
    const key = ulid();
    const failing = oncePerKey({ organizationId: org, key, body: {}, nowMs: Date.now() }, async () => {
      throw new ProblemError('unknown_topic');
    });
    expect(await problemOf(failing)).toMatchObject({ code: 'unknown_topic' });
    expect(await idempotencyRepository().get(org, key)).toBeUndefined();
    expect((await oncePerKey({ organizationId: org, key, body: {}, nowMs: Date.now() }, createThing(org, 'retry'))).result).toEqual({ id: 'retry' });
  });

  it('takes over a claim abandoned past its lease; the late first request then gets the result of the one that took over', async () => {
    const org = organizationId();
    const key = ulid();
    const abandonedAt = Date.now() - CLAIM_LEASE_MS - 1_000;
    let resume!: () => void;
    const paused = new Promise<void>((resolve) => (resume = resolve));
    // A first request whose claim is already past its lease (its function was ended, say), still running.
    const late = oncePerKey({ organizationId: org, key, body: { n: 1 }, nowMs: abandonedAt }, async (complete) => {
      await paused;
      return createThing(org, 'late')(complete);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Another body may not take it over; the same body does.
    expect(await problemOf(oncePerKey({ organizationId: org, key, body: { n: 2 }, nowMs: Date.now() }, createThing(org, 'other')))).toMatchObject({
      code: 'idempotency_key_reused',
    });
    const takeover = await oncePerKey({ organizationId: org, key, body: { n: 1 }, nowMs: Date.now() }, createThing(org, 'takeover'));
    expect(takeover).toEqual({ result: { id: 'takeover' }, replayed: false });
    resume();
    // The late request's transaction no longer commits (the claim is not its own): its effect never happened.
    expect(await late).toEqual({ result: { id: 'takeover' }, replayed: true });
    const stored = await docClient.send(
      new PutCommand({ TableName: tableName, Item: { ...thing(org, 'late'), entity: 'Thing' }, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    expect(stored.$metadata.httpStatusCode).toBe(200);
  });

  it('keeps keys apart per organization', async () => {
    const key = ulid();
    const [a, b] = [organizationId(), organizationId()];
    const ofA = await oncePerKey({ organizationId: a, key, body: {}, nowMs: Date.now() }, createThing(a, 'a'));
    const ofB = await oncePerKey({ organizationId: b, key, body: {}, nowMs: Date.now() }, createThing(b, 'b'));
    expect([ofA.result.id, ofB.result.id]).toEqual(['a', 'b']);
    expect(keys.idempotencyRecord(a, key)).not.toEqual(keys.idempotencyRecord(b, key));
  });
});
