import { metrics } from '@opentelemetry/api';
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { env } from '@/env';
import { logger } from '@/lib/logger';
import { processSingleton } from '@/lib/process-singleton';
import { observeOutbox } from './outbox-metrics';
import { startTracing } from './tracing';

const state = processSingleton('telemetry', () => ({
  stop: null as null | (() => Promise<void>),
}));

/**
 * Starts metrics and traces for this process (serve/server.ts, before it listens): with METRICS_PORT
 * a Prometheus endpoint on that port (`/metrics`, every name prefixed `konew_`), off the public one;
 * traces as tracing.ts says. Refuses to start the process when the metrics port is taken.
 */
export async function startTelemetry(): Promise<void> {
  if (state.stop) return;
  const resource = resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME });
  const tracing = startTracing(resource, env.OTEL_EXPORTER_OTLP_ENDPOINT);
  let provider: MeterProvider | undefined;
  if (env.METRICS_PORT > 0) {
    const exporter = new PrometheusExporter({
      port: env.METRICS_PORT,
      host: env.METRICS_HOST,
      prefix: 'konew',
      withoutScopeInfo: true,
      preventServerStart: true,
    });
    provider = new MeterProvider({ resource, readers: [exporter] });
    metrics.setGlobalMeterProvider(provider);
    observeOutbox();
    await exporter.startServer();
    logger.info({ port: env.METRICS_PORT }, 'metrics on /metrics');
  }
  state.stop = async () => {
    await Promise.allSettled([tracing.stop(), provider?.shutdown()]);
  };
}

/** Flushes the spans still held and closes the metrics endpoint (after the drain). */
export async function stopTelemetry(): Promise<void> {
  await state.stop?.();
}
