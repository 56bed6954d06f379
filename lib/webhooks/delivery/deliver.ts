import { ulid } from 'ulid';
import type { Logger } from '../../logger';
import type { EmailQueueDeps } from '../../email/relay';
import { postWebhook, type AttemptResult } from './attempt';
import { attemptSlots, type AttemptSlots } from './attempt-slots';
import { webhookConfig } from '../config';
import { deliveryRepository, type AttemptOutcome, type DeliveryRecord, type DeliveryRepository } from './repository';
import { MAX_SQS_DELAY_SECONDS, sendDeliveryMessages, type DeliveryQueueDeps, type Lane } from './queue';
import { webhookEventRepository, type WebhookEventRepository } from '../events/outbox';
import { messageOf } from '../events/fan-out';
import { recordEndpointHealth, type EndpointHealthRepository } from './health';
import type { DeliveryMessage } from '../queue-message';
import { webhookEndpointRepository, type StoredWebhookEndpoint, type WebhookEndpointRepository } from '../endpoints/repository';
import { ATTEMPT_TIMEOUT_MS, HOT_LANE_PATIENCE_MS, deferralDelayMs, laneOf, retryDelayMs } from './schedule';
import { webhookHeaders } from '../signing';
import { signingSecretReader, type SigningSecretReader } from './signing-secrets';
import { deliveryTarget, type Resolver, type UrlPolicy } from '../endpoints/url-safety';

/**
 * A claim outlives the longest attempt (15 s, plus DNS and DynamoDB) by a margin; a worker that
 * dies mid-attempt leaves it to be taken over after this, and that attempt is then recorded as
 * failed. An attempt slot (fair share) is held as long at most.
 */
export const CLAIM_MS = 60_000;

/** What one delivery uses; production defaults, tests pass their own (a DNS, a clock, a crash). */
export interface DeliverDeps extends DeliveryQueueDeps, EmailQueueDeps {
  deliveries?: DeliveryRepository;
  endpoints?: WebhookEndpointRepository;
  events?: WebhookEventRepository;
  secrets?: SigningSecretReader;
  health?: EndpointHealthRepository;
  slots?: AttemptSlots;
  logger: Logger;
  policy?: UrlPolicy;
  resolve?: Resolver;
  timeScale?: number;
  claimMs?: number;
  timeoutMs?: number;
  /** How long an attempt on the hot lane waits before it is repeated on the slow lane (default {@link HOT_LANE_PATIENCE_MS}). */
  hotLanePatienceMs?: number;
  post?: typeof postWebhook;
  now?: () => number;
  /** The jitter's randomness, 0 ≤ r < 1 (tests pin it). */
  random?: () => number;
}

export type DeliveryOutcome = 'succeeded' | 'retrying' | 'failed' | 'gone' | 'stopped' | 'forwarded' | 'moved' | 'not_due' | 'lost' | 'lapsed' | 'deferred';

/** Retries come up to this much later than the schedule says, at random (contract 8), so failures in step do not retry in step. */
export const RETRY_JITTER = 0.2;

/**
 * The delivery's next state after an attempt (contract 8): 2xx succeeds, 410 stops, anything else
 * follows the schedule, each delay stretched by up to 20 % at random and never shorter than the
 * receiver's `Retry-After` (at most an hour; both divided by the time scale like the schedule).
 */
export function afterAttempt(
  claimed: DeliveryRecord,
  result: AttemptResult,
  at: string,
  nowMs: number,
  timeScale: number,
  random = Math.random,
): AttemptOutcome {
  const attempt = { at, response_status: result.response_status, duration_ms: result.duration_ms, error: result.error };
  const final = { attempt, next_attempt_at: null, schedule_step: claimed.schedule_step, in_schedule: false };
  const status = result.response_status;
  if (status !== null && status >= 200 && status < 300) return { ...final, status: 'succeeded' };
  if (status === 410 || !claimed.in_schedule) return { ...final, status: 'failed' };
  const scheduled = retryDelayMs(claimed.schedule_step, timeScale);
  if (scheduled === undefined) return { ...final, status: 'failed' };
  const delay = Math.max(scheduled * (1 + RETRY_JITTER * random()), (result.retry_after_ms ?? 0) / timeScale);
  const next = new Date(nowMs + delay).toISOString();
  return {
    attempt,
    status: 'pending',
    next_attempt_at: next,
    schedule_step: claimed.schedule_step + 1,
    in_schedule: true,
    // SQS can hold it that long: the worker sends it now; longer waits are the sweeper's.
    ...(delay <= MAX_SQS_DELAY_SECONDS * 1000 ? { enqueued_for: next } : {}),
  };
}

/**
 * A hot-lane attempt not answered within {@link HOT_LANE_PATIENCE_MS}: recorded as such, and due
 * again at once on the slow lane, without taking a step of the schedule (the receiver has not
 * had its 15 s yet).
 */
export function movedToSlowLane(claimed: DeliveryRecord, result: AttemptResult, at: string, nowMs: number): AttemptOutcome {
  const now = new Date(nowMs).toISOString();
  return {
    attempt: { at, response_status: null, duration_ms: result.duration_ms, error: `${result.error ?? 'no answer'} on the hot lane: repeated on the slow lane` },
    status: 'pending',
    next_attempt_at: now,
    schedule_step: claimed.schedule_step,
    in_schedule: claimed.in_schedule,
    enqueued_for: now,
  };
}

/** What the log says of an attempt whose worker stopped (or hung) before recording it, once its claim lapsed. */
export const LAPSED_ATTEMPT_ERROR = 'the attempt did not finish: its worker stopped before recording it';

const outcomeOf = (next: AttemptOutcome, result: AttemptResult): DeliveryOutcome =>
  next.status === 'succeeded' ? 'succeeded' : next.status === 'pending' ? 'retrying' : result.response_status === 410 ? 'gone' : 'failed';

/**
 * One delivery message: claim the delivery (one worker at a time, and only when due), check its
 * endpoint (deleted or disabled: the delivery stops; failing or slow and on the hot lane: it
 * moves to the slow lane), take an attempt slot of the endpoint and its organization (none free:
 * it waits, without holding a worker), check the URL against the address it resolves to now,
 * POST the signed event with a 15 s timeout, record the attempt, schedule what follows, and keep
 * the endpoint's health (which may disable it).
 *
 * At-least-once: a worker that dies (or hangs) after the POST and before recording it leaves its
 * claim to lapse; the next worker to claim the delivery records that attempt as failed and
 * schedules the next one, with the same `webhook-id`. So a delivery is attempted at most as many
 * times as the schedule says, whatever happens to workers. A message for a delivery that is not
 * due, finished, or held by another worker changes nothing.
 */
export async function deliverOnce(message: DeliveryMessage, lane: Lane, deps: DeliverDeps): Promise<DeliveryOutcome> {
  const {
    deliveries = deliveryRepository(),
    endpoints = webhookEndpointRepository(),
    events = webhookEventRepository(),
    secrets = signingSecretReader(),
    slots = attemptSlots(),
    logger,
    policy = webhookConfig,
    timeScale = webhookConfig.timeScale,
    claimMs = CLAIM_MS,
    timeoutMs = ATTEMPT_TIMEOUT_MS,
    hotLanePatienceMs = HOT_LANE_PATIENCE_MS,
    post = postWebhook,
    now = Date.now,
    random = Math.random,
  } = deps;
  const { organization_id: organizationId, endpoint_id: endpointId, delivery_id: deliveryId } = message;
  const endpoint = await endpoints.get(organizationId, endpointId);
  if (endpoint && endpoint.status === 'enabled' && lane === 'deliveries' && laneOf(endpoint, now()) === 'retries') {
    // A failing or slow receiver never holds the hot lane: its deliveries wait on the slow one.
    await sendDeliveryMessages([{ message, lane: 'retries' }], deps);
    logger.info('webhook delivery moved to the slow lane: its endpoint is failing or slow', { deliveryId, endpointId });
    return 'forwarded';
  }
  const token = ulid();
  const claim = await deliveries.claim({ organization_id: organizationId, endpoint_id: endpointId, id: deliveryId }, token, now(), claimMs);
  if (!claim.claimed) return 'not_due';
  const claimed = claim.record;
  if (claim.lapsedAt !== undefined) return recordLapsed(claimed, token, claim.lapsedAt, endpoint, { ...deps, deliveries, timeScale, claimMs, now, random });

  const event = endpoint?.status === 'enabled' ? await events.get(organizationId, claimed.event_id) : undefined;
  if (!endpoint || endpoint.status !== 'enabled' || !event) {
    // Deleted or disabled (contract 6.16: pending deliveries stop), or its event has expired.
    await deliveries.finish(claimed, token, { status: 'failed', next_attempt_at: null, schedule_step: claimed.schedule_step, in_schedule: false });
    logger.info('webhook delivery stopped', {
      metric: 'webhook_delivery',
      outcome: 'stopped',
      deliveryId,
      endpointId,
      reason: endpoint ? 'endpoint disabled' : 'endpoint deleted',
    });
    return 'stopped';
  }

  // Fair share: no free slot of the endpoint or its organization, and the delivery waits its turn
  // (longer the longer it has waited), holding no worker meanwhile.
  const slot = await slots.acquire(organizationId, endpointId, token, now(), claimMs);
  if (!slot) {
    const waitedMs = now() - (claimed.deferred_since ?? now());
    const delayMs = deferralDelayMs(waitedMs, random());
    const dueAt = new Date(now() + delayMs).toISOString();
    const deferred = await deliveries.defer(claimed, token, dueAt, now());
    await sendDeliveryMessages([{ message: messageOf(claimed), lane: laneOf(endpoint, now()), delaySeconds: deferred ? delayMs / 1000 : 0 }], deps);
    logger.info('webhook delivery waits for an attempt slot of its endpoint or organization', { deliveryId, endpointId, delayMs, waitedMs });
    return 'deferred';
  }

  const startedMs = now();
  const at = new Date(startedMs).toISOString();
  const hot = lane === 'deliveries';
  let result: AttemptResult;
  try {
    result = await attempt(endpoint.url, claimed, event.payload, startedMs, {
      ...deps,
      policy,
      secrets,
      post,
      timeoutMs: hot ? Math.min(hotLanePatienceMs, timeoutMs) : timeoutMs,
    });
  } finally {
    await slots.release(slot);
  }
  const nowMs = now();
  const moved = hot && result.timed_out === true && timeoutMs > hotLanePatienceMs;
  const next = moved ? movedToSlowLane(claimed, result, at, nowMs) : afterAttempt(claimed, result, at, nowMs, timeScale, random);
  const finished = await deliveries.finish(claimed, token, next);
  const outcome = finished === 'lost' ? 'lost' : moved ? 'moved' : outcomeOf(next, result);
  logger.info('webhook delivery attempted', {
    metric: 'webhook_delivery',
    outcome,
    deliveryId,
    endpointId,
    eventType: claimed.event_type,
    responseStatus: result.response_status,
    error: result.error,
    durationMs: result.duration_ms,
    ...(next.next_attempt_at ? { nextAttemptAt: next.next_attempt_at } : {}),
  });
  await sendNext(claimed, next, finished, nowMs, deps);
  const health = moved ? 'slow' : next.status === 'succeeded' ? 'succeeded' : result.response_status === 410 ? 'gone' : 'failed';
  await recordEndpointHealth(endpoint, { at, outcome: health, durationMs: result.duration_ms }, nowMs, { ...deps, timeScale });
  return outcome;
}

/** After a recorded attempt: the message for what follows, if the worker sends it (a manual retry now, or a wait SQS can hold). */
async function sendNext(claimed: DeliveryRecord, next: AttemptOutcome, finished: 'finished' | 'retry_pending' | 'lost', nowMs: number, deps: DeliverDeps) {
  if (finished === 'retry_pending') await sendDeliveryMessages([{ message: messageOf(claimed), lane: 'deliveries' }], deps);
  else if (finished === 'finished' && next.enqueued_for) {
    await sendDeliveryMessages([{ message: messageOf(claimed), lane: 'retries', delaySeconds: (Date.parse(next.enqueued_for) - nowMs) / 1000 }], deps);
  }
}

/**
 * A claim that lapsed without its attempt recorded (its worker died, or hung past every deadline):
 * that attempt is recorded as failed and the schedule goes on from it, instead of the delivery
 * being sent again at once (and again, if the receiver is what hangs workers).
 */
async function recordLapsed(
  claimed: DeliveryRecord,
  token: string,
  lapsedAt: number,
  endpoint: StoredWebhookEndpoint | undefined,
  deps: DeliverDeps & { deliveries: DeliveryRepository; timeScale: number; claimMs: number; now: () => number; random: () => number },
): Promise<DeliveryOutcome> {
  const nowMs = deps.now();
  const at = new Date(lapsedAt).toISOString();
  const result: AttemptResult = { response_status: null, error: LAPSED_ATTEMPT_ERROR, duration_ms: Math.max(0, Math.min(deps.claimMs, nowMs - lapsedAt)) };
  const next = afterAttempt(claimed, result, at, nowMs, deps.timeScale, deps.random);
  const finished = await deps.deliveries.finish(claimed, token, next);
  deps.logger.warn('webhook delivery attempt lapsed: recorded as failed', {
    metric: 'webhook_delivery',
    outcome: 'lapsed',
    deliveryId: claimed.id,
    endpointId: claimed.endpoint_id,
    error: LAPSED_ATTEMPT_ERROR,
    ...(next.next_attempt_at ? { nextAttemptAt: next.next_attempt_at } : {}),
  });
  await sendNext(claimed, next, finished, nowMs, deps);
  if (endpoint?.status === 'enabled') await recordEndpointHealth(endpoint, { at, outcome: 'failed', durationMs: result.duration_ms }, nowMs, deps);
  return finished === 'lost' ? 'lost' : 'lapsed';
}

/**
 * One attempt: the URL checked against what it resolves to now, then the POST to that address,
 * signed with the endpoint's secrets (and those of its organization's other endpoints at the same
 * URL, `cosigners`: one delivery per URL).
 */
async function attempt(
  url: string,
  delivery: DeliveryRecord,
  payload: string,
  startedMs: number,
  deps: { policy: UrlPolicy; resolve?: Resolver; secrets: SigningSecretReader; post: typeof postWebhook; timeoutMs: number },
): Promise<AttemptResult> {
  const checking = performance.now();
  const target = await deliveryTarget(url, deps.policy, deps.resolve ? { resolve: deps.resolve } : {});
  if (!target.ok) return { response_status: null, error: target.reason, duration_ms: Math.round(performance.now() - checking) };
  const signers = [delivery.endpoint_id, ...(delivery.cosigners ?? [])];
  const secrets = [...new Set((await Promise.all(signers.map((id) => deps.secrets.active(delivery.organization_id, id, startedMs)))).flat())];
  if (secrets.length === 0) return { response_status: null, error: 'the endpoint has no signing secret', duration_ms: 0 };
  const headers = webhookHeaders(delivery.id, Math.floor(startedMs / 1000), payload, secrets);
  return deps.post(target.value, headers, payload, { timeoutMs: deps.timeoutMs });
}
