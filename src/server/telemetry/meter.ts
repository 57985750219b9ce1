import { metrics } from '@opentelemetry/api';

/**
 * The site's meter. Looked up per call, like lead-metrics.ts: a no-op until serve/server.ts starts
 * the MeterProvider (telemetry.ts), and tests may register their own. A name ends in its unit
 * (`_seconds`); the Prometheus endpoint adds the `konew_` prefix, turns dots into `_` and adds
 * `_total` to counters (docs/operations.md lists them). Labels (attributes) are from fixed sets: route patterns, endpoint names, error codes, never a value
 * a visitor sent.
 */
export const meter = () => metrics.getMeter('konew-website');

/** Seconds since `started` (a performance.now() reading). */
export const secondsSince = (started: number) => (performance.now() - started) / 1000;

/** Histogram buckets for request and database times, in seconds. */
export const durationBuckets = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];
