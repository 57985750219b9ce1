import { openApiRoute } from '@/features/api-routes/public-get-routes';

export const dynamic = 'force-static';

export const GET = openApiRoute;
