/**
 * The service's CloudWatch metrics, written as CloudWatch Embedded Metric Format (EMF) by the
 * logger: a log line whose `metric` field names an entry here also carries the `_aws` block that
 * makes CloudWatch Logs extract the metric from it. No SDK call, no agent, no dependency: a
 * metric is one JSON log line (or a field of one that is written anyway, like the access line).
 *
 * Dimensions are fields of the same line and are kept to low cardinality on purpose: `route`
 * (the catalogue's function name, about a dozen values), `statusClass` (`2xx`..`5xx`), `outcome`
 * (a handful per metric) and the gate's `layer`. Never an id, an IP or an organization: each
 * distinct combination is a billed custom metric.
 */
export const metricCatalogue = {
  /** The access line of every API request (lib/http request-context). */
  request: { name: 'Requests', dimensionSets: [['route', 'statusClass'], ['statusClass']] },
  /** An API request refused with 429 (also on the access line). */
  rate_limited: { name: 'RateLimited', dimensionSets: [['route'], []] },
  /** The limiter could not reach DynamoDB and decided from this instance's memory. */
  rate_limiter_fallback: { name: 'RateLimiterFallbacks', dimensionSets: [['route'], []] },
  /** A provider webhook delivery: `outcome` applied, duplicate, stale or acknowledged. */
  webhook_event: { name: 'WebhookEvents', dimensionSets: [['outcome']] },
  /** A signed event that was recorded but could not be applied (the `outcome` is `not_applied`). */
  webhook_event_not_applied: { name: 'WebhookEvents', dimensionSets: [['outcome']], fixed: { outcome: 'not_applied' } },
  /** The acceptable-use policy refused a guided prompt or a publication (`layer`: the guardrail or the model's own judgement). */
  guided_prompt_refused: { name: 'PolicyRefusals', dimensionSets: [['layer'], []] },
  /** An email delivery attempt: `outcome` sent, failed (SQS retries it) or dead_lettered (the last receive failed). */
  email: { name: 'Emails', dimensionSets: [['outcome']] },
  /** An outgoing webhook delivery attempt or its end: `outcome` succeeded, retrying, failed (schedule over), gone (410), stopped (endpoint deleted or disabled). */
  webhook_delivery: { name: 'WebhookDeliveries', dimensionSets: [['outcome']] },
  /** The service disabled a webhook endpoint whose every delivery failed for 5 days (its developers are emailed). */
  webhook_endpoint_disabled: { name: 'WebhookEndpointsDisabled', dimensionSets: [[]] },
} as const satisfies Record<string, MetricSpec>;

/** How one metric marker becomes a CloudWatch metric. */
export interface MetricSpec {
  /** The CloudWatch metric name (unit Count, value 1 per line). */
  name: string;
  /** Each set is one aggregation CloudWatch keeps; `[]` is the total over every dimension. */
  dimensionSets: readonly (readonly string[])[];
  /** Fields the line gets whatever its caller wrote (a marker that implies a dimension value). */
  fixed?: Readonly<Record<string, string>>;
}

export type MetricMarker = keyof typeof metricCatalogue;

/** The CloudWatch metric names, for alarms and the dashboard. */
export type MetricName = (typeof metricCatalogue)[MetricMarker]['name'];

const isMarker = (value: unknown): value is MetricMarker => typeof value === 'string' && Object.hasOwn(metricCatalogue, value);

/**
 * The EMF fields for a log line: the `_aws` directive and one value per metric named by its
 * `metric` field (a marker or a list of markers). Dimension sets whose fields the line lacks are
 * left out rather than reported under a made-up value. Undefined when the line names no metric.
 */
export function embeddedMetricFields(line: Record<string, unknown>, namespace: string, timestamp: number): Record<string, unknown> | undefined {
  const markers = [line.metric].flat().filter(isMarker);
  if (markers.length === 0) return undefined;
  const fields: Record<string, unknown> = {};
  const directives = markers.map((marker) => {
    const spec: MetricSpec = metricCatalogue[marker];
    Object.assign(fields, spec.fixed);
    const value = (name: string) => fields[name] ?? line[name];
    const dimensions = spec.dimensionSets.filter((set) => set.every((name) => typeof value(name) === 'string'));
    fields[spec.name] = 1;
    return { Namespace: namespace, Dimensions: dimensions, Metrics: [{ Name: spec.name, Unit: 'Count' }] };
  });
  return { ...fields, _aws: { Timestamp: timestamp, CloudWatchMetrics: directives } };
}
