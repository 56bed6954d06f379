import { batchHandler } from './batch';
import { fanOutEvent, type FanOutDeps } from './fan-out';
import { eventMessage } from './queue-message';

/** The fan-out function (catalogue `fanOutWebhookEvents`): one event per message, its deliveries written and sent. */
export function createFanOutHandler(deps: Omit<FanOutDeps, 'logger'> = {}) {
  return batchHandler('webhook fan-out', (record, logger) => fanOutEvent(eventMessage.parse(JSON.parse(record.body)), Date.now(), { ...deps, logger }));
}
