import { queueWorker } from '../../workers/handler';
import { fanOutEvent, type FanOutDeps } from './fan-out';
import { eventMessage } from '../queue-message';

/** The fan-out function (catalogue `fanOutWebhookEvents`): one event per message, its deliveries written and sent. */
export function createFanOutHandler(deps: Omit<FanOutDeps, 'logger'> = {}) {
  return queueWorker({
    function: 'fan-out-webhook-events',
    message: eventMessage,
    // The whole batch (10, catalogue) at once: one organization's many endpoints do not hold another's event.
    concurrency: 10,
    handle: (message, { logger }) => fanOutEvent(message, Date.now(), { ...deps, logger }),
  });
}
