import { expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { jsonRoute } from '@/features/api-routes/route-lookup';
import { validEnquiry } from '@/features/sme-loan/testing/sme-fixtures';
import { apiRequest, humanTiming } from '@/server/api/testing/api-request';
import { exportLeads } from './lead-export';
import { exportedLead } from './testing/exported-lead';

const enquire = jsonRoute('kcash_sme_loan_enquiry');

const range = { from: new Date(Date.now() - 60_000), to: new Date(Date.now() + 60_000) };

describeEachDatabase('leads export', (database) => {
  it('writes the records of a date range as JSON lines and as CSV with formulas defused', async () => {
    const body = {
      ...validEnquiry(),
      name: '=HYPERLINK("http://evil.example")',
      company_name: 'Chan, Lee & Co',
      ...humanTiming,
    };
    const { reference } = await (
      await enquire(apiRequest('/api/v2/kcash_sme_loan_enquiry', body))
    ).json();

    expect(await exportedLead(database().db, range, reference)).toMatchObject({
      kind: 'sme_enquiry',
      data: { company_name: 'Chan, Lee & Co' },
    });

    const csv = await exportLeads(database().db, {
      ...range,
      format: 'csv',
      kinds: ['sme_enquiry'],
    });
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    expect(header).toMatch(/^reference,kind,status,locale,created_at,submitted_at,/);
    const row = rows.find((line) => line.startsWith(reference))!;
    expect(row).toContain('"Chan, Lee & Co"');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);

    const later = await exportLeads(database().db, {
      from: range.to,
      to: new Date(range.to.getTime() + 60_000),
      format: 'jsonl',
    });
    expect(later).toBe('');
  });
});
