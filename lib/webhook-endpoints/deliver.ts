import { ulid } from 'ulid';
import type { Logger } from '../logger';
import type { EmailQueueDeps } from '../email/relay';
import { postWebhook, type AttemptResult } from './attempt';
import { webhookConfig } from './config';
import { deliveryRepository, type AttemptOutcome, type DeliveryRecord, type DeliveryRepository } from './deliveries';
import { MAX_SQS_DELAY_SECONDS, sendDeliveryMessages, type DeliveryQueueDeps, type Lane } from './delivery-queue';
import { webhookEventRepository, type WebhookEventRepository } from './events';
import { messageOf } from './fan-out';
import { recordEndpointHealth, type EndpointHealthRepository } from './health';
import type { DeliveryMessage } from './queue-message';
import { webhookEndpointRepository, type WebhookEndpointRepository } from './repository';
import { ATTEMPT_TIMEOUT_MS, HOT_LANE_PATIENCE_MS, laneOf, retryDelayMs } from './schedule';
import { webhookHeaders } from './signing';
import { signingSecretReader, type SigningSecretReader } from './signing-secrets';
import { deliveryTarget, type Resolver, type UrlPolicy } from './url-safety';

/**
 * A claim outlives the longest attempt (15 s, plus DNS and DynamoDB) by a margin; a worker that
 * dies mid-attempt leaves it to be taken over after this.
 */
export const CLAIM_MS = 60_000;

/** What one delivery uses; production defaults, tests pass their own (a DNS, a clock, a crash). */
export interface DeliverDeps extends DeliveryQueueDeps, EmailQueueDeps {
  deliveries?: DeliveryRepository;
  endpoints?: WebhookEndpointRepository;
  events?: WebhookEventRepository;
  secrets?: SigningSecretReader;
  health?: EndpointHealthRepository;
  logger: Logger;
  policy?: UrlPolicy;
  resolve?: Resolver;
  timeScale?: number;
  claimMs?: number;
  timeoutMs?: number;
  post?: typeof postWebhook;
  now?: () => number;
}

export type DeliveryOutcome = 'succeeded' | 'retrying' | 'failed' | 'gone' | 'stopped' | 'forwarded' | 'moved' | 'not_due' | 'lost';

/** The delivery's next state after an attempt (contract 8): 2xx succeeds, 410 stops, anything else follows the schedule. */
export function afterAttempt(claimed: DeliveryRecord, result: AttemptResult, at: string, nowMs: number, timeScale: number): AttemptOutcome {
  const attempt = { at, response_status: result.response_status, duration_ms: result.duration_ms, error: result.error };
  const final = { attempt, next_attempt_at: null, schedule_step: claimed.schedule_step, in_schedule: false };
  const status = result.response_status;
  if (status !== null && status >= 200 && status < 300) return { ...final, status: 'succeeded' };
  if (status === 410 || !claimed.in_schedule) return { ...final, status: 'failed' };
  const delay = retryDelayMs(claimed.schedule_step, timeScale);
  if (delay === undefined) return { ...final, status: 'failed' };
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

const outcomeOf = (next: AttemptOutcome, result: AttemptResult): DeliveryOutcome =>
  next.status === 'succeeded' ? 'succeeded' : next.status === 'pending' ? 'retrying' : result.response_status === 410 ? 'gone' : 'failed';

/**
 * One delivery message: claim the delivery (one worker at a time, and only when due), check its
 * endpoint (deleted or disabled: the delivery stops; failing or slow and on the hot lane: it
 * moves to the slow lane), check the URL against the address it resolves to now, POST the
 * signed event with a 15 s timeout, record the attempt, schedule what follows, and keep the
 * endpoint's health (which may disable it).
 *
 * At-least-once: a worker that dies after the POST and before recording it leaves its claim to
 * expire; the delivery is attempted again with the same `webhook-id`, and the attempt that went
 * unrecorded is not in the log. A message for a delivery that is not due, finished, or held by
 * another worker changes nothing.
 */
export async function deliverOnce(message: DeliveryMessage, lane: Lane, deps: DeliverDeps): Promise<DeliveryOutcome> {
  const {
    deliveries = deliveryRepository(),
    endpoints = webhookEndpointRepository(),
    events = webhookEventRepository(),
    secrets = signingSecretReader(),
    logger,
    policy = webhookConfig,
    timeScale = webhookConfig.timeScale,
    claimMs = CLAIM_MS,
    timeoutMs = ATTEMPT_TIMEOUT_MS,
    post = postWebhook,
    now = Date.now,
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

  const startedMs = now();
  const at = new Date(startedMs).toISOString();
  const hot = lane === 'deliveries';
  const result = await attempt(endpoint.url, claimed, event.payload, startedMs, {
    ...deps,
    policy,
    secrets,
    post,
    timeoutMs: hot ? Math.min(HOT_LANE_PATIENCE_MS, timeoutMs) : timeoutMs,
  });
  const nowMs = now();
  const moved = hot && result.timed_out === true && timeoutMs > HOT_LANE_PATIENCE_MS;
  const next = moved ? movedToSlowLane(claimed, result, at, nowMs) : afterAttempt(claimed, result, at, nowMs, timeScale);
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
  if (finished === 'retry_pending') await sendDeliveryMessages([{ message: messageOf(claimed), lane: 'deliveries' }], deps);
  else if (finished === 'finished' && next.enqueued_for) {
    await sendDeliveryMessages([{ message: messageOf(claimed), lane: 'retries', delaySeconds: (Date.parse(next.enqueued_for) - nowMs) / 1000 }], deps);
  }
  const health = moved ? 'slow' : next.status === 'succeeded' ? 'succeeded' : 'failed';
  await recordEndpointHealth(endpoint, { at, outcome: health, durationMs: result.duration_ms }, nowMs, { ...deps, timeScale });
  return outcome;
}

/** One attempt: the URL checked against what it resolves to now, then the signed POST to that address. */
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
  const secrets = await deps.secrets.active(delivery.organization_id, delivery.endpoint_id, startedMs);
  if (secrets.length === 0) return { response_status: null, error: 'the endpoint has no signing secret', duration_ms: 0 };
  const headers = webhookHeaders(delivery.id, Math.floor(startedMs / 1000), payload, secrets);
  return deps.post(target.value, headers, payload, { timeoutMs: deps.timeoutMs });
}
