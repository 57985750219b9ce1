import { expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { jsonRoute } from '@/features/api-routes/route-lookup';
import { validEnquiry } from '@/features/sme-loan/testing/sme-fixtures';
import { apiRequest, humanTiming } from '@/server/api/testing/api-request';
import { eraseSubject, subjectRecord } from './subject-request';

const enquire = jsonRoute('kcash_sme_loan_enquiry');

describeEachDatabase('a data subject request', (database) => {
  it('finds the record by reference, exports it, and erases it to an audit stub', async () => {
    const sent = validEnquiry();
    const answer = await enquire(
      apiRequest('/api/v2/kcash_sme_loan_enquiry', { ...sent, ...humanTiming }),
    );
    const { reference } = (await answer.json()) as { reference: string };
    const record = await subjectRecord(database().db, reference);
    expect(record).toMatchObject({ reference, kind: 'sme_enquiry', purgedAt: null });
    expect(record?.details).toMatchObject({ mobile: sent.mobile });
    expect(record?.consents.length).toBeGreaterThan(0);

    expect(await eraseSubject(database().db, reference)).toBe(1);
    const stub = await subjectRecord(database().db, reference);
    expect(stub).toMatchObject({ reference, status: 'purged', details: null, answer: null });
    expect(stub?.purgedAt).not.toBeNull();
    // What they agreed to stays, as the record of consent: no personal data in it.
    expect(stub?.consents).toEqual(record?.consents);
    expect(JSON.stringify(stub)).not.toContain(sent.mobile);
    expect(await eraseSubject(database().db, reference)).toBe(0);
    expect(await subjectRecord(database().db, 'SQE-NONE-00000')).toBeNull();
  });
});
