import { valuationLookupRoute } from '@/features/api-routes/api-v2-routes';

export const POST = valuationLookupRoute;
