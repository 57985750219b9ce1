import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * Runs one lead webhook delivery in a client span and gives it the headers that carry the span's
 * trace context (`traceparent`), so the receiver's traces continue ours. `failure`: the attempt's
 * cause (`http_503`, `timeout`, `network`) or null.
 */
export async function inDeliverySpan(
  work: (headers: Record<string, string>) => Promise<string | null>,
): Promise<string | null> {
  const span = trace
    .getTracer('konew-website')
    .startSpan('lead webhook delivery', { kind: SpanKind.CLIENT });
  const headers: Record<string, string> = {};
  propagation.inject(trace.setSpan(context.active(), span), headers);
  try {
    const failure = await work(headers);
    if (failure) span.setStatus({ code: SpanStatusCode.ERROR, message: failure });
    return failure;
  } finally {
    span.end();
  }
}
