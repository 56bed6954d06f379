import type { Logger } from '../../logger';
import { webhookConfig } from '../config';
import { deliveryRepository, DUE_SHARDS, type DeliveryRecord, type DeliveryRepository } from './repository';
import { sendDeliveryMessages, type DeliveryNudge, type DeliveryQueueDeps } from './queue';
import { webhookEventRepository, type WebhookEventRecord } from '../events/outbox';
import { messageOf } from '../events/fan-out';
import { relayWebhookEvent, type PublishDeps } from '../events/publish';
import { SWEEP_EVERY_MINUTES } from './schedule';

/** How many pending events one run relays, and due deliveries it reads per shard: bounds a run's time; the rest wait for the next run. */
export const SWEEP_BATCH = 2000;

/**
 * How many deliveries of one organization a run sends at most (fair share): one organization's
 * backlog (a dead receiver's retries, a queue outage's leftovers) never fills a run, and every
 * organization's are sent in turns, round-robin, so another's due retry goes out at the start of
 * the run. Far above what its attempt slots let it use in a minute of retries that fail fast.
 */
export const SWEEP_PER_ORGANIZATION = 200;

/** The sweeper's clock: AWS's minute, divided by the time scale on the local stack (with floors, so DynamoDB Local is not hammered). */
export function sweepTimings(timeScale: number) {
  const scaled = (ms: number, floorMs: number) => Math.max(floorMs, ms / timeScale);
  return {
    /** How often it runs: the EventBridge rate in AWS. */
    intervalMs: scaled(SWEEP_EVERY_MINUTES * 60_000, 2_000),
    /** A message sent this long ago whose event or delivery is still waiting was lost: send again. */
    resendAfterMs: scaled(120_000, 3_000),
  };
}

/** What the sweeper uses; production defaults, tests pass their own. */
export interface SweepDeps extends DeliveryQueueDeps, PublishDeps {
  deliveries?: DeliveryRepository;
  logger?: Logger;
  timeScale?: number;
}

/** Whether a pending delivery needs a message now: due within the next run, not held by a worker, and none on its way. */
function needsMessage(record: DeliveryRecord, nowMs: number, resendAfterMs: number): boolean {
  if (record.status !== 'pending' || !record.next_attempt_at) return false;
  if (record.claimed_until !== undefined && record.claimed_until >= nowMs) return false;
  const due = Date.parse(record.next_attempt_at);
  const messageOnItsWay = record.enqueued_for === record.next_attempt_at && due > nowMs - resendAfterMs;
  return !messageOnItsWay;
}

/**
 * The webhook sweeper (every minute in AWS, on a timer locally), the safety net that makes the
 * queues only a nudge:
 *
 * - relays events that never reached the fan-out (SQS was unreachable when their change
 *   committed, or the message was lost): the pending index holds exactly the events not yet
 *   fanned out, and one whose last message is 2 minutes old is sent again;
 * - sends the deliveries due before its next run that have no message on the way: retries
 *   beyond SQS's 15-minute delay (the schedule's 30 min to 10 h), and any message that was lost
 *   (a worker died, SQS refused it). Each goes to the slow lane with the delay left, organizations
 *   in turns and at most {@link SWEEP_PER_ORGANIZATION} of one per run (fair share).
 *
 * Sending twice is harmless: the fan-out writes each delivery once, and a delivery is claimed
 * for one attempt at a time.
 */
export async function sweepWebhooks(nowMs: number, deps: SweepDeps = {}): Promise<{ events: number; deliveries: number; failed: number }> {
  const { deliveries = deliveryRepository(), events = webhookEventRepository(), logger, timeScale = webhookConfig.timeScale } = deps;
  const timings = sweepTimings(timeScale);
  let [relayed, sent, failed] = [0, 0, 0];

  // Events take their turns too: one organization's backlog of events does not hold another's back.
  for (const event of inTurns(await events.listPending(SWEEP_BATCH), (e) => e.organization_id, SWEEP_BATCH)) {
    if (!eventNeedsRelay(event, nowMs, timings)) continue;
    try {
      await relayWebhookEvent(event, nowMs, { ...deps, events });
      relayed++;
    } catch (error) {
      failed++;
      logger?.warn('webhook sweeper could not enqueue an event', { eventId: event.id, error });
    }
  }

  const until = new Date(nowMs + timings.intervalMs).toISOString();
  const due: DeliveryRecord[] = [];
  for (let shard = 0; shard < DUE_SHARDS; shard++) {
    due.push(...(await deliveries.listDue(shard, until, SWEEP_BATCH)).filter((record) => needsMessage(record, nowMs, timings.resendAfterMs)));
  }
  const turns = inTurns(
    due.sort((a, b) => a.next_attempt_at!.localeCompare(b.next_attempt_at!)),
    (record) => record.organization_id,
    SWEEP_PER_ORGANIZATION,
  );
  for (let i = 0; i < turns.length; i += 100) {
    const chunk = turns.slice(i, i + 100);
    const nudges: DeliveryNudge[] = chunk.map((record) => ({
      message: messageOf(record),
      lane: 'retries',
      delaySeconds: Math.max(0, (Date.parse(record.next_attempt_at!) - nowMs) / 1000),
    }));
    let unsent: DeliveryNudge[];
    try {
      unsent = await sendDeliveryMessages(nudges, deps);
    } catch (error) {
      logger?.warn('webhook sweeper could not reach the delivery queue', { error });
      failed += turns.length - i;
      break;
    }
    const unsentIds = new Set(unsent.map((nudge) => nudge.message.delivery_id));
    await Promise.all(chunk.filter((r) => !unsentIds.has(r.id)).map((record) => deliveries.markEnqueued(record, record.next_attempt_at!)));
    sent += chunk.length - unsent.length;
    failed += unsent.length;
  }
  if (relayed + sent + failed > 0) logger?.info('webhook sweeper ran', { events: relayed, deliveries: sent, failed });
  return { events: relayed, deliveries: sent, failed };
}

/**
 * `items` (in the order they should go) dealt out in turns: the first of each group, then the
 * second of each, and so on, at most `perGroup` of a group. So however many one group has, every
 * other group's first item comes within the first round.
 */
export function inTurns<T>(items: readonly T[], groupOf: (item: T) => string, perGroup: number): T[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(groupOf(item)) ?? [];
    if (group.length < perGroup) groups.set(groupOf(item), [...group, item]);
  }
  const queues = [...groups.values()];
  const longest = Math.max(0, ...queues.map((queue) => queue.length));
  return Array.from({ length: longest }, (_, round) => queues.flatMap((queue) => (round < queue.length ? [queue[round]!] : []))).flat();
}

/**
 * Whether a pending event's last message seems lost. Its first was sent by the request that
 * wrote it, right after the commit (`created_at`); the sweeper's own relays are noted in
 * `enqueued_at`. An event whose first message never left (SQS unreachable) is relayed once it
 * is as old as a lost one would be.
 */
function eventNeedsRelay(event: WebhookEventRecord, nowMs: number, timings: ReturnType<typeof sweepTimings>): boolean {
  const lastSent = Date.parse(event.enqueued_at ?? event.created_at);
  return lastSent < nowMs - timings.resendAfterMs;
}
