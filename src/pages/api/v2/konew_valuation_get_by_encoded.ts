import { routeOf } from '@/features/api-routes/route-lookup';

export const { POST, ALL } = routeOf('konew_valuation_get_by_encoded');
