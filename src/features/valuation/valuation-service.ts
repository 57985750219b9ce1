import type { ServeContext } from '@/server/api/route-options';
import { ApiError } from '@/server/api/api-error';
import { accessHash, newAccessToken } from '@/server/submissions/reference';
import { embeddedValuationProvider, type ValuationProvider } from './valuation-provider';
import { findValuation, valuationRecord } from './valuation-repository';
import type { ValuationCreate, ValuationView } from './valuation-schema';

/** Values the property, stores request and answer, and hands back an unguessable id to read it again. */
export async function createValuation(
  request: ValuationCreate,
  { storeSubmission, campaign }: ServeContext,
  provider: ValuationProvider = embeddedValuationProvider,
) {
  const outcome = await provider.estimate(request, request.isEng);
  const estimated = outcome.status === 'estimated';
  const view: Omit<ValuationView, 'createdAt'> = {
    status: outcome.status,
    property: {
      estate: estimated ? outcome.estate : (request.estate ?? request.building ?? null),
      district: estimated ? outcome.district : (request.district ?? null),
      block: request.block ?? null,
      floor: request.floor ?? null,
      flat: request.flat ?? null,
    },
    estimate: estimated ? outcome.estimate : null,
  };
  const encodedId = newAccessToken();
  const record = valuationRecord(request, view, accessHash(encodedId), campaign);
  return storeSubmission(record, (stored) => ({
    encodedId,
    valuation: { ...view, createdAt: stored.createdAt.toISOString() },
  }));
}

export async function getValuationByEncodedId(
  { encodedId }: { encodedId: string },
  { db }: ServeContext,
) {
  const valuation = await findValuation(await db(), accessHash(encodedId));
  if (!valuation) throw new ApiError(404, 'not_found');
  return { valuation };
}
