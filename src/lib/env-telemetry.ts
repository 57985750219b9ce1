// The metrics and traces settings: a part of src/env.ts's schema (which alone reads process.env).
import { integer, optional } from '@/lib/env-values';
import { z } from '@/lib/zod';

export const telemetryEnv = {
  METRICS_PORT: integer(0, 65_535, 0).describe(
    'port of the Prometheus metrics endpoint (`/metrics`, OpenTelemetry), off the public port; unset or 0: no endpoint. Production: `9464`, one port per process on a host',
  ),
  METRICS_HOST: optional(z.string().min(1)).describe(
    'address the metrics endpoint listens on, e.g. `127.0.0.1`; unset: every interface (a pod scraped by Prometheus)',
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.url({ protocol: /^https?$/ })).describe(
    'OpenTelemetry collector (OTLP over HTTP, e.g. `http://otel-collector:4318`): traces are sent to its `/v1/traces`; unset: no trace export (the lead webhook still gets a `traceparent`)',
  ),
  OTEL_SERVICE_NAME: z
    .string()
    .min(1)
    .max(100)
    .default('konew-website')
    .catch('konew-website')
    .describe('service name on the exported traces and metrics'),
};
