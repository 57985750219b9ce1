import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRelayed, RELAY_HEADER, relayToPeers } from './peer-relay';

describe('relayToPeers', () => {
  const received: Array<{ url?: string; headers: IncomingMessage['headers']; body: string }> = [];
  let server: Server;
  let peer = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk));
      req.on('end', () => {
        received.push({ url: req.url, headers: req.headers, body });
        res.writeHead(req.headers['x-webhook-secret'] === 'right' ? 200 : 401).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    peer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('sends the same body, content type and secret to each peer, marked as relayed', async () => {
    const results = await relayToPeers([peer], {
      body: '{"sys":{"type":"Entry"}}',
      contentType: 'application/vnd.contentful.management.v1+json',
      secret: 'right',
    });
    expect(results).toEqual([{ peer, status: 200 }]);
    expect(allRelayed(results)).toBe(true);
    const [request] = received.splice(0);
    expect(request?.url).toBe('/api/revalidate');
    expect(request?.body).toBe('{"sys":{"type":"Entry"}}');
    expect(request?.headers['content-type']).toBe('application/vnd.contentful.management.v1+json');
    expect(request?.headers[RELAY_HEADER]).toBe('1');
  });

  it('reports a refusing or unreachable peer, so the webhook can be retried', async () => {
    const results = await relayToPeers([peer, 'http://127.0.0.1:1'], {
      body: '{}',
      contentType: 'application/json',
      secret: 'wrong',
    });
    expect(results).toEqual([
      { peer, status: 401 },
      { peer: 'http://127.0.0.1:1', status: 'unreachable' },
    ]);
    expect(allRelayed(results)).toBe(false);
  });

  it('has nothing to do without peers', async () => {
    expect(
      await relayToPeers([], { body: '{}', contentType: 'application/json', secret: 's' }),
    ).toEqual([]);
    expect(allRelayed([])).toBe(true);
  });
});
