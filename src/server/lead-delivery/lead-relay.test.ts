import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { allOutboxRows } from '@/db/testing/inspect';
import { POST as enquire } from '@/app/api/v2/kcash_sme_loan_enquiry/route';
import { validEnquiry } from '@/features/sme-loan/testing/sme-fixtures';
import { apiRequest, humanTiming } from '@/server/api/testing/api-request';
import { startLeadRelay } from './lead-relay';
import { retryDelayMs, verifyDelivery } from './webhook-signature';

const secret = 'test-secret-0123456789';
type Received = { headers: Record<string, string | string[] | undefined>; body: string };

async function receiver(status: number) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    received,
    close: () => server.close(),
  };
}

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i++)
    await new Promise((resolve) => setTimeout(resolve, 25));
};

describeEachDatabase('lead relay', (database) => {
  let cleanup: Array<() => unknown> = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup = [];
  });

  it('keeps rows waiting without a webhook, then delivers each once, signed, with a stable delivery id', async () => {
    const response = await enquire(
      apiRequest('/api/v2/kcash_sme_loan_enquiry', { ...validEnquiry(), ...humanTiming }),
    );
    const { reference } = await response.json();
    const waiting = (await allOutboxRows(database().db)).filter((row) => !row.deliveredAt);
    expect(waiting.length).toBeGreaterThan(0);

    const hook = await receiver(204);
    const relay = startLeadRelay({
      url: hook.url,
      secret,
      db: async () => database().db,
      intervalMs: 50,
    });
    cleanup.push(hook.close, relay.stop);
    await until(async () => (await allOutboxRows(database().db)).every((row) => row.deliveredAt));
    await relay.stop();

    expect(hook.received).toHaveLength(waiting.length);
    const delivery = hook.received
      .map((r) => ({ ...r, json: JSON.parse(r.body) }))
      .find((r) => r.json.record.reference === reference)!;
    expect(delivery.json).toMatchObject({
      event: 'sme_enquiry.received',
      record: { kind: 'sme_enquiry', data: { mobile: '91234567' } },
    });
    expect(delivery.headers['x-konew-delivery-id']).toBe(delivery.json.delivery_id);
    expect(waiting.map((row) => row.id)).toContain(delivery.json.delivery_id);
    const timestamp = Number(delivery.headers['x-konew-timestamp']);
    expect(
      verifyDelivery(
        secret,
        timestamp,
        delivery.body,
        String(delivery.headers['x-konew-signature']),
      ),
    ).toBe(true);
    expect(
      verifyDelivery(
        'another-secret-0123456',
        timestamp,
        delivery.body,
        String(delivery.headers['x-konew-signature']),
      ),
    ).toBe(false);
  });

  it('keeps a refused delivery for a later attempt with backoff', async () => {
    await enquire(
      apiRequest('/api/v2/kcash_sme_loan_enquiry', { ...validEnquiry(), ...humanTiming }),
    );
    const hook = await receiver(503);
    const relay = startLeadRelay({
      url: hook.url,
      secret,
      db: async () => database().db,
      intervalMs: 50,
    });
    cleanup.push(hook.close, relay.stop);
    await until(async () => (await allOutboxRows(database().db)).some((row) => row.attempts > 0));
    await relay.stop();
    const failed = (await allOutboxRows(database().db)).filter((row) => row.attempts > 0);
    expect(failed.length).toBeGreaterThan(0);
    for (const row of failed) {
      expect(row).toMatchObject({ deliveredAt: null, lastError: 'http_503', attempts: 1 });
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
  });
});

describe('retryDelayMs', () => {
  it('doubles per attempt, is capped at an hour, and is jittered', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(10_000);
    expect(retryDelayMs(3, () => 0.5)).toBe(40_000);
    expect(retryDelayMs(30, () => 0.5)).toBe(3_600_000);
    expect(retryDelayMs(1, () => 0)).toBe(5_000);
    expect(retryDelayMs(1, () => 0.999)).toBeGreaterThan(14_000);
  });
});
