import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, propagation, trace } from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { afterAll, describe, expect, it } from 'vitest';
import { inDeliverySpan } from './delivery-span';
import { startTracing } from './tracing';

// Test files share the process: the globals are put back as they were.
afterAll(() => {
  trace.disable();
  context.disable();
  propagation.disable();
});

describe('traces', () => {
  it('gives a delivery a traceparent and exports its span over OTLP/HTTP', async () => {
    const bodies: { url: string; body: string }[] = [];
    const collector = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        bodies.push({ url: req.url ?? '', body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    const tracing = startTracing(resourceFromAttributes({ 'service.name': 'test' }), endpoint);
    let sent: Record<string, string> = {};
    const failure = await inDeliverySpan(async (headers) => {
      sent = headers;
      return 'http_503';
    });
    expect(failure).toBe('http_503');
    expect(sent.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    await tracing.stop();
    collector.close();
    expect(bodies.map((request) => request.url)).toEqual(['/v1/traces']);
    expect(bodies[0]?.body).toContain('lead webhook delivery');
    expect(bodies[0]?.body).toContain(sent.traceparent?.split('-')[1]);
  });
});
