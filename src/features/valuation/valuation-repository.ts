import type { Db } from '@/db/client';
import type { LeadCampaign } from '@/lib/lead-campaign';
import { directMarketingConsent } from '@/config/consent-documents';
import { findByAccessHash, type NewSubmission } from '@/server/submissions/submission-repository';
import type { ValuationCreate, ValuationView } from './valuation-schema';

const locale = (request: ValuationCreate) => (request.isEng ? 'en-US' : 'zh-HK');

export function valuationRecord(
  request: ValuationCreate,
  view: Omit<ValuationView, 'createdAt'>,
  accessHash: string,
  campaign?: LeadCampaign,
): NewSubmission {
  return {
    kind: 'valuation',
    referencePrefix: 'VAL',
    status: view.status,
    locale: locale(request),
    payload: request,
    campaign,
    result: view,
    accessHash,
    submitted: true,
    consents: [directMarketingConsent(locale(request), request.agree_direct_marketing)],
    outboxEvent: 'valuation.created',
  };
}

export async function findValuation(db: Db, accessHash: string): Promise<ValuationView | null> {
  const row = await findByAccessHash(db, 'valuation', accessHash);
  if (!row?.result) return null;
  const stored = row.result as Omit<ValuationView, 'createdAt'>;
  return {
    ...stored,
    estimate: withValue(stored.estimate),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Older stored valuations: one before the single estimate held only a range (its middle stands in),
 * one before the band was stored had ±5 %.
 */
function withValue(estimate: ValuationView['estimate']): ValuationView['estimate'] {
  if (!estimate) return estimate;
  const band = typeof estimate.band === 'number' ? estimate.band : 0.05;
  if (typeof estimate.value === 'number') return { ...estimate, band };
  return { ...estimate, band, value: Math.round((estimate.low + estimate.high) / 20_000) * 10_000 };
}
