import { downloadAppRedirect } from '@/features/app-handoff/download-app-redirect';

export async function GET(
  request: Request,
  { params }: RouteContext<'/[locale]/download-app-redirect'>,
) {
  return downloadAppRedirect(request, (await params).locale);
}
