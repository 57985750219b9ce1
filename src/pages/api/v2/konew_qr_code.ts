import { routeOf } from '@/features/api-routes/route-lookup';

export const { POST, ALL } = routeOf('konew_qr_code');
