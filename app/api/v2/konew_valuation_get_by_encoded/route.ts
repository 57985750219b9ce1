import { valuationLookupEndpoint } from '@/features/valuation/valuation-endpoints';
import { getValuationByEncodedId } from '@/features/valuation/valuation-service';
import { apiRoute } from '@/server/api/api-route';

export const POST = apiRoute(valuationLookupEndpoint, getValuationByEncodedId);
