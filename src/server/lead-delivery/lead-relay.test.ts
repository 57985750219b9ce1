import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { allOutboxRows } from '@/db/testing/inspect';
import { jsonRoute } from '@/features/api-routes/route-lookup';
import { validEnquiry } from '@/features/sme-loan/testing/sme-fixtures';
import { apiRequest, humanTiming } from '@/server/api/testing/api-request';
import { startLeadRelay } from './lead-relay';
import { afterFailure, retryDelayMs } from './retry-schedule';
import { until, webhookReceiver } from './testing/webhook-receiver';

const enquire = jsonRoute('kcash_sme_loan_enquiry');

const secret = `whsec_${Buffer.from('test-secret-0123456789-abcdef').toString('base64')}`;

describeEachDatabase('lead relay', (database) => {
  let cleanup: Array<() => unknown> = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup = [];
  });
  const relayTo = (url: string, extra: Partial<Parameters<typeof startLeadRelay>[0]> = {}) => {
    const relay = startLeadRelay({
      url,
      secret,
      db: async () => database().db,
      intervalMs: 50,
      ...extra,
    });
    cleanup.push(relay.stop);
    return relay;
  };

  it('keeps rows waiting without a webhook, then delivers each once, signed the Standard Webhooks way', async () => {
    const campaign = { source: 'qr', medium: 'poster', name: 'spring_sale' };
    const response = await enquire(
      apiRequest('/api/v2/kcash_sme_loan_enquiry', { ...validEnquiry(), ...humanTiming, campaign }),
    );
    const { reference } = await response.json();
    const waiting = (await allOutboxRows(database().db)).filter((row) => !row.deliveredAt);
    expect(waiting.length).toBeGreaterThan(0);

    const hook = await webhookReceiver(204);
    cleanup.push(hook.close);
    const relay = relayTo(hook.url);
    await until(async () => (await allOutboxRows(database().db)).every((row) => row.deliveredAt));
    await relay.stop();

    expect(hook.received).toHaveLength(waiting.length);
    const delivery = hook.received.find((r) => JSON.parse(r.body).record.reference === reference)!;
    // The receiver's off-the-shelf check: the package's own verify.
    const verified = new Webhook(secret).verify(delivery.body, delivery.headers);
    expect(verified).toMatchObject({
      event: 'sme_enquiry.received',
      record: { kind: 'sme_enquiry', campaign, data: { mobile: '91234567' } },
    });
    expect(delivery.headers['webhook-id']).toBe(JSON.parse(delivery.body).delivery_id);
    expect(waiting.map((row) => row.id)).toContain(delivery.headers['webhook-id']);

    const tampered = delivery.body.replace('91234567', '91234568');
    expect(() => new Webhook(secret).verify(tampered, delivery.headers)).toThrow();
    const otherKey = `whsec_${Buffer.from('another-secret-0123456789').toString('base64')}`;
    expect(() => new Webhook(otherKey).verify(delivery.body, delivery.headers)).toThrow();
  });

  it('keeps a refused delivery for a later attempt with backoff', async () => {
    await enquire(
      apiRequest('/api/v2/kcash_sme_loan_enquiry', { ...validEnquiry(), ...humanTiming }),
    );
    const hook = await webhookReceiver(503);
    cleanup.push(hook.close);
    const relay = relayTo(hook.url);
    await until(async () => (await allOutboxRows(database().db)).some((row) => row.attempts > 0));
    await relay.stop();
    const failed = (await allOutboxRows(database().db)).filter((row) => row.attempts > 0);
    expect(failed.length).toBeGreaterThan(0);
    for (const row of failed) {
      expect(row).toMatchObject({ deliveredAt: null, lastError: 'http_503', attempts: 1 });
      expect(row.deadLetteredAt).toBeNull();
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
  });
});

describe('the retry schedule', () => {
  it('doubles per attempt, is capped at an hour, and is jittered', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(10_000);
    expect(retryDelayMs(3, () => 0.5)).toBe(40_000);
    expect(retryDelayMs(30, () => 0.5)).toBe(3_600_000);
    expect(retryDelayMs(1, () => 0)).toBe(5_000);
    expect(retryDelayMs(1, () => 0.999)).toBeGreaterThan(14_000);
  });

  it('gives up after 20 attempts, about 11 hours after the first', () => {
    expect(afterFailure(19, undefined, () => 0.5)).toEqual({
      deadLetter: false,
      retryInMs: 3_600_000,
    });
    expect(afterFailure(20)).toEqual({ deadLetter: true });
    let total = 0;
    for (let attempts = 1; attempts < 20; attempts++) total += retryDelayMs(attempts, () => 0.5);
    expect(total / 3_600_000).toBeCloseTo(11.4, 1);
  });
});
