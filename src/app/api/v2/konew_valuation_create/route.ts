import { valuationCreateEndpoint } from '@/features/property-valuation/valuation-endpoints';
import { createValuation } from '@/features/property-valuation/valuation-service';
import { apiRoute } from '@/lib/api/api-route';

export const POST = apiRoute(valuationCreateEndpoint, (request, context) =>
  createValuation(request, context),
);
