import { qrCodeEndpoint } from '@/features/credit-report/credit-report-endpoints';
import { qrCode } from '@/features/credit-report/credit-report-service';
import { apiRoute } from '@/server/api/api-route';

export const POST = apiRoute(qrCodeEndpoint, qrCode);
