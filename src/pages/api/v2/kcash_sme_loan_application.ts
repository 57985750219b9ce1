import { routeOf } from '@/features/api-routes/route-lookup';

export const { POST, ALL } = routeOf('kcash_sme_loan_application');
