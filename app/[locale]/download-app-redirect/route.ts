import { isAppLocale } from '@/config/locales';
import { detectPlatform, storeUrl } from '@/features/app-handoff/device';
import { localizedPath } from '@/i18n/localized-path';

/** Sends phones to their app store and desktops to the download page. */
export async function GET(
  request: Request,
  { params }: RouteContext<'/[locale]/download-app-redirect'>,
) {
  const { locale } = await params;
  const store = storeUrl(detectPlatform(request.headers.get('user-agent') ?? ''));
  const target = store ?? localizedPath(isAppLocale(locale) ? locale : 'zh-HK', '/download_app');
  return new Response(null, {
    status: 302,
    headers: { Location: target, 'Cache-Control': 'private, no-store', Vary: 'User-Agent' },
  });
}
