import { valuationLookupEndpoint } from '@/features/property-valuation/valuation-endpoints';
import { getValuationByEncodedId } from '@/features/property-valuation/valuation-service';
import { apiRoute } from '@/lib/api/api-route';

export const POST = apiRoute(valuationLookupEndpoint, getValuationByEncodedId);
