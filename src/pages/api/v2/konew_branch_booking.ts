import { routeOf } from '@/features/api-routes/route-lookup';

export const { POST, ALL } = routeOf('konew_branch_booking');
