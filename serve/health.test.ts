import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReadinessReason } from '../src/server/health/readiness';
import { answerHealth, healthPath } from './health';
import { log } from './log';

const drain = { draining: false };
let reasons: ReadinessReason[] = [];
const checks = vi.fn(() => Promise.resolve(reasons));
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    const health = healthPath(req.url ?? '/');
    if (health) return void answerHealth(req, res, health, { drain, reasons: checks });
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function call(method: string, path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('/healthz and /readyz', () => {
  it('are only these two paths, whatever the query', () => {
    expect(healthPath('/healthz')).toBe('/healthz');
    expect(healthPath('/readyz?probe=1')).toBe('/readyz');
    for (const url of ['/healthz/', '/en-US/healthz', '/readyz.json', '/HEALTHZ', '/'])
      expect(healthPath(url)).toBeNull();
  });

  it('/healthz answers 200, never cached', async () => {
    const answer = await call('GET', '/healthz');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('/readyz answers 200 when every check passes', async () => {
    reasons = [];
    const answer = await call('GET', '/readyz');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'ready' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 503 with the reasons of failing checks', async () => {
    reasons = ['database_not_migrated', 'content_unavailable'];
    const answer = await call('GET', '/readyz');
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({
      status: 'unready',
      reasons: ['database_not_migrated', 'content_unavailable'],
    });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answer HEAD with the headers and no body', async () => {
    reasons = ['database_unavailable'];
    const ready = await call('HEAD', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toBe('');
    expect(ready.headers['cache-control']).toBe('no-store');
    const live = await call('HEAD', '/healthz');
    expect(live.status).toBe(200);
    expect(live.body).toBe('');
  });

  it('refuse other methods with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      for (const path of ['/healthz', '/readyz']) {
        const answer = await call(method, path);
        expect(answer.status).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD');
      }
    }
  });

  it('/readyz says draining at once while the server drains; /healthz stays 200', async () => {
    reasons = [];
    checks.mockClear();
    drain.draining = true;
    try {
      const ready = await call('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: 'unready', reasons: ['draining'] });
      expect(ready.headers.connection).toBe('close');
      expect(checks).not.toHaveBeenCalled();
      expect((await call('GET', '/healthz')).status).toBe(200);
    } finally {
      drain.draining = false;
    }
  });

  it('are not logged', async () => {
    const levels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
    const spies = levels.map((level) => vi.spyOn(log, level));
    try {
      reasons = ['content_unavailable'];
      await call('GET', '/readyz');
      await call('GET', '/healthz');
      await call('POST', '/healthz');
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
