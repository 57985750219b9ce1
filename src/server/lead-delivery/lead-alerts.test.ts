import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { submissionByReference } from '@/db/testing/inspect';
import { jsonRoute } from '@/features/api-routes/route-lookup';
import { validEnquiry } from '@/features/sme-loan/testing/sme-fixtures';
import { redirectLogs } from '@/lib/logger';
import { apiRequest, humanTiming } from '@/server/api/testing/api-request';
import { startLeadRelay } from './lead-relay';
import { leadStatusTable } from './lead-status';
import { opsMailer } from './ops-mail';
import { redeliverLeads, undeliveredLeads } from './outbox-status-repository';
import { collectMetrics } from './testing/metric-counts';
import { smtpCatcher } from './testing/smtp-catcher';
import { until, webhookReceiver } from './testing/webhook-receiver';

const enquire = jsonRoute('kcash_sme_loan_enquiry');

const canaries = { name: 'Canaryname Chan', mobile: '98765432', email: 'canary@example.com' };
const personal = [canaries.name, canaries.mobile, canaries.email, 'Canary Trading'];

describeEachDatabase('lead delivery alerts', (database) => {
  let cleanup: Array<() => unknown> = [];
  let logs: string[] = [];
  beforeEach(() => {
    logs = [];
    redirectLogs({ write: (line) => logs.push(line) });
  });
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup = [];
    redirectLogs({ write: () => true });
  });

  async function storedLead() {
    const body = { ...validEnquiry(), ...canaries, company_name: 'Canary Trading', ...humanTiming };
    const response = await enquire(apiRequest('/api/v2/kcash_sme_loan_enquiry', body));
    return ((await response.json()) as { reference: string }).reference;
  }

  async function setUp(extra: Partial<Parameters<typeof startLeadRelay>[0]>) {
    const reference = await storedLead();
    const hook = await webhookReceiver(503);
    const smtp = await smtpCatcher();
    const meters = collectMetrics();
    cleanup.push(hook.close, smtp.close, meters.stop);
    const notify = opsMailer({
      smtpUrl: smtp.url,
      to: 'ops@example.com',
      from: 'site@example.com',
    });
    const relay = startLeadRelay({
      url: hook.url,
      secret: 'test-secret-0123456789',
      db: async () => database().db,
      intervalMs: 50,
      notify,
      ...extra,
    });
    cleanup.push(relay.stop);
    return { reference, hook, smtp, meters, relay };
  }

  it('dead-letters a lead after its last attempt: error log, counter and mail carry reference and kind only', async () => {
    const { reference, hook, smtp, meters, relay } = await setUp({ maxAttempts: 1 });
    const row = async () => (await submissionByReference(database().db, reference))!.outbox[0]!;
    await until(async () => (await row()).deadLetteredAt !== null);
    await until(async () => smtp.mails.length > 0);
    await relay.stop();

    expect(await row()).toMatchObject({ attempts: 1, lastError: 'http_503', deliveredAt: null });
    expect((await row()).deadLetteredAt).toBeInstanceOf(Date);
    const line = logs
      .map((text) => JSON.parse(text))
      .find((entry) => entry.reference === reference);
    expect(line).toMatchObject({ level: 50, kind: 'sme_enquiry', alert: 'dead_lettered' });
    expect(await meters.count('leads.delivery.dead_lettered', 'sme_enquiry')).toBeGreaterThan(0);

    const mail = smtp.mails.find((caught) => caught.raw.includes(reference))!;
    expect(mail.to).toEqual(['ops@example.com']);
    expect(mail.raw).toContain('sme_enquiry');
    expect(mail.raw).toContain('dead-lettered');
    for (const value of personal) {
      expect(mail.raw).not.toContain(value);
      expect(logs.join('\n')).not.toContain(value);
    }
    const attemptsBefore = hook.received.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hook.received.length).toBe(attemptsBefore); // a dead letter is not tried again

    const listed = (await undeliveredLeads(database().db)).find(
      (lead) => lead.reference === reference,
    );
    expect(listed).toMatchObject({ kind: 'sme_enquiry', attempts: 1, lastError: 'http_503' });
    expect(Object.keys(listed!)).not.toContain('payload');
    const table = await leadStatusTable(database().db);
    expect(table).toMatch(
      new RegExp(`${reference}\\s+sme_enquiry\\s+dead_lettered\\s+1\\s+http_503\\s+0m`),
    );
    for (const value of personal) expect(table).not.toContain(value);
  });

  it('reports an overdue lead once, and redelivers it by reference', async () => {
    const { reference, hook, smtp, meters, relay } = await setUp({ overdueMs: 0 });
    await until(async () => smtp.mails.some((caught) => caught.raw.includes(reference)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mentions = smtp.mails.filter((caught) => caught.raw.includes(reference));
    expect(mentions).toHaveLength(1);
    expect(mentions[0]!.raw).toContain('overdue');
    expect(await meters.count('leads.delivery.overdue', 'sme_enquiry')).toBe(1);
    await relay.stop();

    const requeued = await redeliverLeads(database().db, { all: true });
    expect(requeued.map((lead) => lead.reference)).not.toContain(reference); // not dead-lettered
    hook.answer(204);
    await redeliverLeads(database().db, { reference });
    const again = startLeadRelay({
      url: hook.url,
      secret: 'test-secret-0123456789',
      db: async () => database().db,
      intervalMs: 50,
    });
    cleanup.push(again.stop);
    const row = async () => (await submissionByReference(database().db, reference))!.outbox[0]!;
    await until(async () => (await row()).deliveredAt !== null);
    expect((await row()).deliveredAt).toBeInstanceOf(Date);
  });
});
