import { metrics } from '@opentelemetry/api';
import type { FieldErrors } from '@/lib/field-error-code';

// Looked up per call, like lead-metrics.ts: a MeterProvider registered after start is still used.
const meter = () => metrics.getMeter('konew-website.analytics');

/**
 * Adds one to the OpenTelemetry counter `analytics.events.refused`, attribute `kind`: the code of the
 * first refused field (`unknown_label`, `personal_data`…), a fixed set; never a value, which is not
 * logged either.
 */
export function countRefusedEvent(fields: FieldErrors): void {
  meter()
    .createCounter('analytics.events.refused', { description: 'Analytics events refused (422)' })
    .add(1, { kind: Object.values(fields)[0] ?? 'invalid' });
}

/**
 * Adds one to `analytics.values.replaced` per field, attribute `kind` (`page`, `campaign.source`…):
 * a value stored as `404` or `other` instead of what was sent.
 */
export function countReplacedValues(fields: readonly string[]): void {
  const counter = meter().createCounter('analytics.values.replaced', {
    description: 'Analytics values off the vocabulary, stored as 404 or other',
  });
  for (const kind of fields) counter.add(1, { kind });
}
