import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { submissionByReference } from '@/db/testing/inspect';
import { jsonRoute } from '@/features/api-routes/route-lookup';
import { validApplication, validEnquiry } from '@/features/sme-loan/testing/sme-fixtures';
import { apiRequest, humanTiming } from '@/server/api/testing/api-request';
import { runPurge } from './purge';
import { defaultRetentionDays, retentionPolicy } from './retention-policy';

const startOwnerLoan = jsonRoute('konew_loan_application');
const applySme = jsonRoute('kcash_sme_loan_application');
const enquireSme = jsonRoute('kcash_sme_loan_enquiry');

const post = async (route: (r: Request) => Promise<Response>, path: string, body: object) =>
  (await route(apiRequest(path, { ...body, ...humanTiming }))).json();
const daysLater = (days: number) => new Date(Date.now() + days * 86_400_000);

describeEachDatabase('data purge', (database) => {
  it('removes personal data past each type’s retention and keeps a non-personal audit stub', async () => {
    const enquiry = await post(enquireSme, '/api/v2/kcash_sme_loan_enquiry', validEnquiry());
    const application = await post(
      applySme,
      '/api/v2/kcash_sme_loan_application',
      validApplication(),
    );
    const draft = await post(startOwnerLoan, '/api/v2/konew_loan_application', {
      name: 'Chan',
      mobile: '91234567',
      email: 'c@example.com',
      agree_tnc: true,
      locale: 'en-US',
    });

    const report = await runPurge(
      database().db,
      retentionPolicy({}),
      daysLater(defaultRetentionDays.sme_enquiry + 1),
    );
    expect(report).toMatchObject({ sme_enquiry: 1, sme_application: 0, owner_loan_draft: 1 });

    const stub = await submissionByReference(database().db, enquiry.reference);
    expect(stub).toMatchObject({
      kind: 'sme_enquiry',
      reference: enquiry.reference,
      status: 'purged',
      payload: null,
      result: null,
      locale: null,
    });
    expect(stub?.purgedAt).toBeInstanceOf(Date);
    expect(stub?.consents.map((c) => c.purpose).sort()).toEqual(['direct_marketing', 'loan_terms']);
    expect(stub?.outbox).toHaveLength(0);
    expect((await submissionByReference(database().db, draft.reference))?.payload).toBeNull();
    expect(
      (await submissionByReference(database().db, application.reference))?.payload,
    ).toMatchObject({ br: '12345678' });

    expect(
      await runPurge(
        database().db,
        retentionPolicy({}),
        daysLater(defaultRetentionDays.sme_enquiry + 1),
      ),
    ).toMatchObject({ sme_enquiry: 0 });
  });

  it('follows a configured period', async () => {
    const application = await post(
      applySme,
      '/api/v2/kcash_sme_loan_application',
      validApplication(),
    );
    await runPurge(database().db, retentionPolicy({ sme_application: 1 }), daysLater(2));
    expect((await submissionByReference(database().db, application.reference))?.status).toBe(
      'purged',
    );
  });
});

describe('retentionPolicy', () => {
  it('refuses a record type it does not know', () => {
    expect(() => retentionPolicy({ leads: 10 })).toThrow(/unknown record types: leads/);
    expect(retentionPolicy({ valuation: 7 }).valuation).toBe(7);
  });
});
