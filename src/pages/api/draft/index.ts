import { routeOf } from '@/features/api-routes/route-lookup';

export const { GET, ALL } = routeOf('draft');
