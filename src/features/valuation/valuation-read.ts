import { getDatabase } from '@/db/client';
import { isDatabaseUnavailable, withTimeBudget } from '@/db/database-errors';
import { accessHash } from '@/server/submissions/reference';
import { findValuation } from './valuation-repository';
import { encodedIdSchema, type ValuationView } from './valuation-schema';

export type ValuationRead =
  { kind: 'found'; valuation: ValuationView } | { kind: 'not_found' } | { kind: 'unavailable' };

/** The valuation behind a result page's id (the same lookup as konew_valuation_get_by_encoded). */
export async function readValuation(encodedId: string): Promise<ValuationRead> {
  if (!encodedIdSchema.safeParse(encodedId).success) return { kind: 'not_found' };
  try {
    const handle = await getDatabase();
    const valuation = await withTimeBudget(
      findValuation(handle.db, accessHash(encodedId)),
      handle.timeoutMs,
    );
    return valuation ? { kind: 'found', valuation } : { kind: 'not_found' };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { kind: 'unavailable' };
    throw error;
  }
}
