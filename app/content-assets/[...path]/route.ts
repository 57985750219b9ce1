import { contentAssetRoute } from '@/features/api-routes/content-asset-route';

export async function GET(request: Request, { params }: RouteContext<'/content-assets/[...path]'>) {
  return contentAssetRoute(request, (await params).path);
}
