import 'server-only';
import type { Db } from '@/db/client';
import { findByAccessHash, insertSubmission } from '@/features/submissions/submission-repository';
import type { ValuationCreate, ValuationView } from './valuation-schema';

export function saveValuation(
  tx: Db,
  request: ValuationCreate,
  view: Omit<ValuationView, 'createdAt'>,
  accessHash: string,
) {
  return insertSubmission(tx, {
    kind: 'valuation',
    referencePrefix: 'VAL',
    status: view.status,
    locale: request.isEng ? 'en-US' : 'zh-HK',
    payload: request,
    result: view,
    accessHash,
    submitted: true,
    consents: [],
    outboxEvent: 'valuation.created',
  });
}

export async function findValuation(db: Db, accessHash: string): Promise<ValuationView | null> {
  const row = await findByAccessHash(db, 'valuation', accessHash);
  if (!row?.result) return null;
  return {
    ...(row.result as Omit<ValuationView, 'createdAt'>),
    createdAt: row.createdAt.toISOString(),
  };
}
