import { routeOf } from '@/features/api-routes/route-lookup';

export const { POST, ALL } = routeOf('konew_loan_enquiry');
