import { termsAgreeRoute } from '@/features/api-routes/api-v2-routes';

export const POST = termsAgreeRoute;
