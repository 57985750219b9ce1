import { valuationCreateEndpoint } from '@/features/valuation/valuation-endpoints';
import { createValuation } from '@/features/valuation/valuation-service';
import { apiRoute } from '@/server/api/api-route';

export const POST = apiRoute(valuationCreateEndpoint, (request, context) =>
  createValuation(request, context),
);
