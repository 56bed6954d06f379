import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { docClient, tableName } from '../../lib/aws/dynamodb';
import { mapCustomer } from '../../lib/billing/map-customer';
import { Refusal } from '../../lib/contract/refusals';
import { createOrganization } from '../../lib/organizations/create';
import { openReview } from '../../lib/reviews/open';
import { sessionRepository } from '../../lib/sessions/repository';
import { revokeSessions } from '../../lib/sessions/revoke-sessions';
import { startSession } from '../../lib/sessions/start-session';
import { disableUser, enableUser } from '../../lib/sessions/user-access';
import { keys } from '../../lib/store/keys';
import { createTableInput } from '../../lib/store/table-definition';
import { createUser } from '../../lib/users/create-user';
import { topicVocabularyRepository } from '../../lib/vocabularies/repository';
import { publishTopicVersion } from '../../lib/vocabularies/publish';
import { createWebhookEndpoint } from '../../lib/webhooks/endpoints/create';
import { webhookEndpointRepository } from '../../lib/webhooks/endpoints/repository';
import { createTestUser } from '../support/fixtures';

/** Settles every promise, and tells which fulfilled. */
const settle = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);
const refusal = (code: string) => expect.objectContaining({ name: 'Refusal', code });

describe('organizations and users (operator commands)', () => {
  it('creates an organization once per name, whoever races for it', async () => {
    const name = `Racing Org ${ulid()}`;
    const results = await Promise.all(Array.from({ length: 6 }, () => createOrganization({ name: `  ${name.toUpperCase()} ` })));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const again = await createOrganization({ name });
    expect(again).toMatchObject({ id: results[0]!.id, created: false });
    await expect(createOrganization({ name, id: `org_${ulid()}` })).rejects.toEqual(refusal('conflict'));
  });

  it('gives an email to one user: concurrent creations agree, another organization is refused, case does not matter', async () => {
    const [a, b] = [await createOrganization({ name: `A ${ulid()}` }), await createOrganization({ name: `B ${ulid()}` })];
    const email = `Racer.${ulid()}@Example.com`;
    const results = await settle(Array.from({ length: 6 }, () => createUser({ email, organizationId: a.id })));
    const users = results.map((r) => (r.status === 'fulfilled' ? r.value : undefined));
    expect(users.every(Boolean)).toBe(true);
    expect(users.filter((u) => u!.created)).toHaveLength(1);
    expect(new Set(users.map((u) => u!.id)).size).toBe(1);
    expect(await createUser({ email: email.toLowerCase(), organizationId: a.id })).toMatchObject({ id: users[0]!.id, created: false });
    await expect(createUser({ email, organizationId: b.id })).rejects.toEqual(refusal('conflict'));
    await expect(createUser({ email: `x${ulid()}@example.com`, organizationId: `org_${ulid()}` })).rejects.toEqual(refusal('not_found'));
    await expect(createUser({ email: 'not an email', organizationId: a.id })).rejects.toThrow(/email/i);
  });

  it('maps a provider customer to one organization unless reassigned', async () => {
    const [a, b] = [await createOrganization({ name: `A ${ulid()}` }), await createOrganization({ name: `B ${ulid()}` })];
    const customerId = `cus_${ulid()}`;
    await mapCustomer({ customerId, organizationId: a.id });
    await mapCustomer({ customerId, organizationId: a.id });
    await expect(mapCustomer({ customerId, organizationId: b.id })).rejects.toEqual(refusal('conflict'));
    await mapCustomer({ customerId, organizationId: b.id, reassign: true });
    const stored = await docClient.send(new GetCommand({ TableName: tableName, Key: keys.customer(customerId) }));
    expect(stored.Item?.organization_id).toBe(b.id);
    await expect(mapCustomer({ customerId: `cus_${ulid()}`, organizationId: `org_${ulid()}` })).rejects.toEqual(refusal('not_found'));
  });

  it('opens review tickets only for a developer of the organization', async () => {
    const [user, outsider] = [await createTestUser(), await createTestUser()];
    const ticket = await openReview({ organizationId: user.organizationId, developerEmail: user.email, title: 'Organization review' });
    expect(ticket).toMatchObject({ status: 'open', developer_user_id: user.userId, created: true });
    const again = await openReview({ id: ticket.id, organizationId: user.organizationId, developerEmail: user.email, title: 'Organization review' });
    expect(again.created).toBe(false);
    await expect(openReview({ organizationId: user.organizationId, developerEmail: outsider.email, title: 'x' })).rejects.toEqual(refusal('not_found'));
  });

  it('shows an outgoing webhook endpoint secret once, at creation, and never on a read', async () => {
    const user = await createTestUser();
    const id = `whe_${ulid()}`;
    const created = await createWebhookEndpoint({
      id,
      organizationId: user.organizationId,
      url: 'https://hooks.example.com/x',
      events: ['review.decided', 'review.decided'],
    });
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.events).toEqual(['review.decided']);
    const again = await createWebhookEndpoint({ id, organizationId: user.organizationId, url: 'https://hooks.example.com/x', events: ['review.decided'] });
    expect(again).not.toHaveProperty('secret');
    expect(JSON.stringify(await webhookEndpointRepository().getPublic(user.organizationId, id))).not.toContain(created.secret!);
    await expect(createWebhookEndpoint({ organizationId: user.organizationId, url: 'http://plain.example.com', events: ['review.decided'] })).rejects.toThrow(
      /https/,
    );
  });
});

describe('revocation', () => {
  const active = (id: string) => sessionRepository().isActive(id, Date.now());

  it('sessions:revoke ends every session of a user, or of an organization, and nothing else', async () => {
    const [alice, bob] = [await createTestUser(), await createTestUser()];
    const aliceSessions = await Promise.all([startSession({ userId: alice.userId }), startSession({ email: alice.email })]);
    const bobSession = await startSession({ userId: bob.userId });
    expect(await revokeSessions({ userId: alice.userId })).toEqual({ revoked: 2, already_ended: 0 });
    for (const s of aliceSessions) expect(await active(s.session_id)).toBe(false);
    expect(await active(bobSession.session_id)).toBe(true);
    expect(await revokeSessions({ userId: alice.userId })).toEqual({ revoked: 0, already_ended: 2 });
    expect(await revokeSessions({ organizationId: bob.organizationId })).toEqual({ revoked: 1, already_ended: 0 });
    expect(await active(bobSession.session_id)).toBe(false);
  });

  it('user:disable leaves no session alive, even one starting at the same moment', async () => {
    const user = await createTestUser();
    const before = await startSession({ userId: user.userId });
    // Sessions start while the user is being disabled: each either is refused or ends up revoked.
    const racing = settle(Array.from({ length: 8 }, (_, i) => new Promise((r) => setTimeout(r, i * 3)).then(() => startSession({ userId: user.userId }))));
    const disabled = await disableUser({ userId: user.userId });
    const outcomes = await racing;
    expect(disabled.disabled_at).toEqual(expect.any(String));
    const started = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.session_id] : []));
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(Refusal);
    // Anything that started before the mark was revoked by disable's own query; nothing starts after it.
    for (const id of [before.session_id, ...started]) expect(await active(id), id).toBe(false);
    await expect(startSession({ userId: user.userId })).rejects.toEqual(refusal('conflict'));
    expect((await disableUser({ email: user.email })).sessions_revoked).toBe(0);
    await enableUser({ userId: user.userId });
    expect(await active((await startSession({ userId: user.userId })).session_id)).toBe(true);
  });
});

describe('vocabulary:publish', () => {
  /** A table of its own: the shared stack's vocabulary is what other tests propose against. */
  async function freshVocabulary() {
    const name = `vocab-${ulid()}`;
    await docClient.send(new CreateTableCommand(createTableInput(name)));
    const vocabularies = topicVocabularyRepository({ tableName: name });
    return {
      vocabularies,
      publish: (input: Parameters<typeof publishTopicVersion>[0], nowMs = Date.now()) => publishTopicVersion(input, nowMs, { vocabularies }),
    };
  }
  const t = (id: string, label: string) => ({ id, label });

  it('computes each changelog entry against the version before it, and never rewrites a published version', async () => {
    const { vocabularies, publish } = await freshVocabulary();
    const v1 = await publish({ version: '1.0', summary: 'First', topics: [t('cooking', 'Cooking'), t('film', 'Film'), t('gaming', 'Gaming')] });
    expect(v1).toMatchObject({
      published: true,
      changes: { added: [t('cooking', 'Cooking'), t('film', 'Film'), t('gaming', 'Gaming')], removed: [], renamed: [] },
    });
    const v2Input = { version: '1.1', summary: 'Second', topics: [t('cooking', 'Cooking'), t('film', 'Film and TV'), t('travel', 'Travel')] };
    const v2 = await publish(v2Input);
    expect(v2.changes).toEqual({
      added: [t('travel', 'Travel')],
      removed: [t('gaming', 'Gaming')],
      renamed: [{ id: 'film', from: 'Film', to: 'Film and TV' }],
    });
    // Again, as is: nothing changes. Other content under a published name: refused.
    expect(await publish(v2Input)).toMatchObject({ version: '1.1', published: false, published_at: v2.published_at });
    await expect(publish({ ...v2Input, summary: 'Rewritten' })).rejects.toEqual(refusal('conflict'));
    await expect(publish({ version: '1.0', summary: 'First', topics: [t('cooking', 'Cooking')] })).rejects.toEqual(refusal('conflict'));
    // Stated changes must be the real ones; a version cannot be dated before the latest.
    await expect(
      publish({ version: '1.2', summary: 'x', topics: [t('cooking', 'Cooking')], changes: { added: [], removed: [], renamed: [] } }),
    ).rejects.toEqual(refusal('invalid_input'));
    await expect(publish({ version: '1.2', summary: 'x', topics: [t('cooking', 'Cooking')], published_at: '2020-01-01T00:00:00.000Z' })).rejects.toEqual(
      refusal('invalid_input'),
    );
    const { items } = await vocabularies.changelogPage(10);
    expect(items.map((v) => v.version)).toEqual(['1.1', '1.0']);
  });

  it('keeps history a line when publishers race: every version is published once, each against the one before', async () => {
    const { vocabularies, publish } = await freshVocabulary();
    await publish({ version: 'base', summary: 'Base', topics: [t('cooking', 'Cooking')] });
    const racers = ['a', 'b', 'c', 'd'].map((id) => publish({ version: `v-${id}`, summary: id, topics: [t('cooking', 'Cooking'), t(id, id.toUpperCase())] }));
    const sameName = [
      publish({ version: 'dup', summary: 'one', topics: [t('cooking', 'Cooking')] }),
      publish({ version: 'dup', summary: 'two', topics: [t('cooking', 'Cooking')] }),
    ];
    const [raced, dup] = await Promise.all([settle(racers), settle(sameName)]);
    expect(raced.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(dup.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const { items: entries } = await vocabularies.changelogPage(20);
    expect(entries).toHaveLength(6);
    // Oldest first, each version's changes are exactly its difference from its predecessor.
    const line = await Promise.all([...entries].reverse().map(async (entry) => (await vocabularies.byVersion(entry.version))!));
    for (let i = 1; i < line.length; i++) {
      const before = new Set(line[i - 1]!.topics.map((x) => x.id));
      const after = new Set(line[i]!.topics.map((x) => x.id));
      expect(line[i]!.changes.added.map((x) => x.id).sort()).toEqual([...after].filter((id) => !before.has(id)).sort());
      expect(line[i]!.changes.removed.map((x) => x.id).sort()).toEqual([...before].filter((id) => !after.has(id)).sort());
    }
  });
});
