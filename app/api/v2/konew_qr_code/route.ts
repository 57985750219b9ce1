import { qrCodeRoute } from '@/features/api-routes/api-v2-routes';

export const POST = qrCodeRoute;
