import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { countSubmissions, submissionByReference } from '@/db/testing/inspect';
import { jsonRoute } from '@/features/api-routes/route-lookup';
import { validEnquiry } from '@/features/sme-loan/testing/sme-fixtures';
import { SAVED_QUERY_KEY } from '@/features/analytics/campaign';
import { leadCampaignOf, SAVED_CAMPAIGN_QUERY_KEY } from '@/lib/lead-campaign';
import { apiRequest, humanTiming } from '@/server/api/testing/api-request';
import { exportLeads } from '@/server/lead-delivery/lead-export';
import { exportedLead } from '@/server/lead-delivery/testing/exported-lead';

const enquire = jsonRoute('kcash_sme_loan_enquiry');

const campaign = { source: 'qr', medium: 'poster', name: 'spring_sale-2026' };
const range = { from: new Date(Date.now() - 60_000), to: new Date(Date.now() + 600_000) };
const send = (body: Record<string, unknown>) =>
  enquire(
    apiRequest('/api/v2/kcash_sme_loan_enquiry', { ...validEnquiry(), ...humanTiming, ...body }),
  );

describeEachDatabase('campaign attribution on leads', (database) => {
  it('stores the campaign beside the record (not in its payload) and exports it', async () => {
    const response = await send({ campaign });
    expect(response.status).toBe(201);
    const { reference } = await response.json();
    const stored = (await submissionByReference(database().db, reference))!;
    expect(stored).toMatchObject({
      campaignSource: 'qr',
      campaignMedium: 'poster',
      campaignName: 'spring_sale-2026',
    });
    expect(stored.payload).not.toHaveProperty('campaign');

    expect(await exportedLead(database().db, range, reference)).toMatchObject({
      campaign_source: 'qr',
      campaign_medium: 'poster',
      campaign_name: 'spring_sale-2026',
    });
    const [header, ...rows] = (await exportLeads(database().db, { ...range, format: 'csv' }))
      .trimEnd()
      .split('\r\n');
    expect(header).toMatch(/,submitted_at,campaign_source,campaign_medium,campaign_name,/);
    expect(rows.find((row) => row.startsWith(reference))).toContain(',qr,poster,spring_sale-2026,');
  });

  it('takes a lead without a campaign, and refuses a malformed one with a field code, storing nothing', async () => {
    const plain = await send({});
    expect(plain.status).toBe(201);
    const { reference } = await plain.json();
    expect(await submissionByReference(database().db, reference)).toMatchObject({
      campaignSource: null,
      campaignName: null,
    });
    const before = await countSubmissions(database().db);
    const refused: Array<[unknown, string]> = [
      [{ source: 'a@b.example' }, 'campaign.source'],
      [{ name: '91234567' }, 'campaign.name'],
      [{ medium: 'x'.repeat(101) }, 'campaign.medium'],
      [{ source: 'ok\u202e' }, 'campaign.source'],
      [{ source: 'qr', extra: 'x' }, 'campaign.extra'],
      ['utm_source=qr', 'campaign'],
      [null, 'campaign'],
    ];
    for (const [value, field] of refused) {
      const response = await send({ campaign: value });
      expect(response.status, JSON.stringify(value)).toBe(422);
      const { error } = await response.json();
      expect(Object.keys(error.fields), JSON.stringify(value)).toContain(field);
    }
    expect(await countSubmissions(database().db)).toBe(before);
  });
});

describe('leadCampaignOf', () => {
  it('keeps valid utm_* values and drops the rest, so the form kit never sends a refused campaign', () => {
    expect(leadCampaignOf('?utm_source=qr&utm_medium=poster&utm_campaign=spring+sale&x=1')).toEqual(
      {
        source: 'qr',
        medium: 'poster',
        name: 'spring sale',
      },
    );
    expect(leadCampaignOf('?utm_source=a%40b.example&utm_campaign=91234567')).toBeUndefined();
    expect(leadCampaignOf('')).toBeUndefined();
  });

  it("reads the tracker's saved query under the tracker's own key", () => {
    expect(SAVED_CAMPAIGN_QUERY_KEY).toBe(SAVED_QUERY_KEY);
  });
});
