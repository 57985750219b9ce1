import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import type { Resource } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';

/**
 * Traces: W3C trace context in and out (`traceparent`), spans kept in the request's async context.
 * Spans are always made, so the lead webhook gets a `traceparent` even with no collector; they are
 * exported (OTLP over HTTP, batched) only when `otlpEndpoint` is set.
 */
export function startTracing(resource: Resource, otlpEndpoint: string | undefined) {
  const spanProcessors = otlpEndpoint
    ? [
        new BatchSpanProcessor({
          exporter: new OTLPTraceExporter({ url: new URL('v1/traces', `${otlpEndpoint}/`).href }),
        }),
      ]
    : [];
  const provider = new TracerProvider({ resource, spanProcessors });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return { stop: () => provider.shutdown() };
}
