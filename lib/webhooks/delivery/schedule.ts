import type { Lane } from './queue';
import type { StoredWebhookEndpoint } from '../endpoints/repository';

/**
 * The delivery schedule (contract 8, Svix's): after a failed attempt the next one comes after
 * these delays; after the last the delivery is `failed`. Eight attempts in all over about 27.5
 * hours. On the local stack every delay is divided by `--webhook-time-scale`.
 */
export const RETRY_SCHEDULE_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;

/** An attempt succeeds on a 2xx within this long (connection, TLS, request and response headers); never scaled. */
export const ATTEMPT_TIMEOUT_MS = 15_000;

/**
 * How long an attempt on the hot lane waits for an answer. One not answered by then is recorded,
 * and repeated at once on the slow lane, where it has the full 15 s: a slow or dead receiver
 * holds a hot-lane worker for at most this long (the receiver may see the request twice, with one
 * `webhook-id`). Never scaled.
 */
export const HOT_LANE_PATIENCE_MS = 3_000;

/** An endpoint whose every attempt has failed for this long is disabled (scaled like the schedule). */
export const AUTO_DISABLE_AFTER_MS = 5 * 86_400_000;

/** An attempt slower than this (or failing) sends the endpoint's deliveries to the slow lane... */
export const SLOW_ATTEMPT_MS = 5_000;
/** ...for this long after it, unless an attempt succeeds quickly first. */
export const SLOW_LANE_MS = 10 * 60_000;

/** How often the sweeper runs in AWS (an EventBridge rate; scaled on the local stack). */
export const SWEEP_EVERY_MINUTES = 1;

/**
 * A delivery that finds no attempt slot free (fair share: its endpoint or organization has as many
 * attempts in flight as it may) is tried again after about as long as it has waited already, so
 * its waits double, from 1 s up to 5 minutes, with up to 50 % jitter so waiting deliveries do not
 * come back in step. Real time on every stack: slots free up as attempts end, which no time scale
 * compresses.
 */
export function deferralDelayMs(waitedMs: number, random: number): number {
  return Math.round(Math.min(300_000, Math.max(1_000, waitedMs)) * (1 + 0.5 * random));
}

/** The delay before the attempt after `step` failures on the schedule, or undefined when the schedule is over. */
export function retryDelayMs(step: number, timeScale: number): number | undefined {
  const seconds = RETRY_SCHEDULE_SECONDS[step];
  return seconds === undefined ? undefined : (seconds * 1000) / timeScale;
}

/**
 * Which lane an endpoint's deliveries take: the slow lane while it is failing or was slow lately,
 * so a dead or slow receiver holds only the slow lane's workers, never the hot lane's; a healthy
 * endpoint's first attempts take the hot lane.
 */
export function laneOf(endpoint: Pick<StoredWebhookEndpoint, 'failing_since' | 'slow_at'>, nowMs: number): Lane {
  if (endpoint.failing_since) return 'retries';
  if (endpoint.slow_at && Date.parse(endpoint.slow_at) > nowMs - SLOW_LANE_MS) return 'retries';
  return 'deliveries';
}
