import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { processSingleton } from '@/lib/process-singleton';
import { durationBuckets, meter, secondsSince } from './meter';

/**
 * What one request is counted under: the route pattern (`/[...locale]/faq`, `/api/v2/...`) that Astro
 * matched, or what serve/server.ts did instead (`(static)`, `(redirect)`…). Never the raw path.
 * serve/server.ts passes it to Astro as the request's locals, so the middleware writes it directly.
 */
export type RequestSlot = { routePattern?: string };

const slots = processSingleton('telemetry.requestSlot', () => new AsyncLocalStorage<RequestSlot>());

/** The running request's slot (a GET's whole handling; a form post's body read may lose it). */
export const requestSlot = (): RequestSlot | undefined => slots.getStore();

const tracer = () => trace.getTracer('konew-website');

/**
 * Times one request of serve/server.ts: a server span (continuing the caller's `traceparent`) and the
 * histogram `http.server.request.duration_seconds` by method, route and status, recorded when the answer ends.
 */
export function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  serve: (slot: RequestSlot) => void,
): void {
  const started = performance.now();
  const slot: RequestSlot = {};
  const method = req.method && /^[A-Z]{3,7}$/.test(req.method) ? req.method : 'OTHER';
  const parent = propagation.extract(context.active(), req.headers);
  const span = tracer().startSpan(method, { kind: SpanKind.SERVER }, parent);
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    const route = slot.routePattern ?? '(unmatched)';
    const status = res.headersSent ? res.statusCode : 0;
    meter()
      .createHistogram('http.server.request.duration_seconds', {
        description: 'Time from the request to the end of its answer, by route pattern',
        unit: 's',
        advice: { explicitBucketBoundaries: durationBuckets },
      })
      .record(secondsSince(started), { method, route, status: String(status) });
    span.updateName(`${method} ${route}`);
    span.setAttributes({ 'http.request.method': method, 'http.route': route });
    span.setAttribute('http.response.status_code', status);
    if (status >= 500 || status === 0) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  res.once('finish', finish);
  res.once('close', finish);
  context.with(trace.setSpan(parent, span), () => slots.run(slot, () => serve(slot)));
}
