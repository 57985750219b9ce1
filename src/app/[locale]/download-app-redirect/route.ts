import { detectPlatform, storeUrl } from '@/features/app-handoff/device';
import { localizedPath } from '@/lib/page-metadata';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';

/** Sends phones to their app store and desktops to the download page. */
export async function GET(
  request: Request,
  { params }: RouteContext<'/[locale]/download-app-redirect'>,
) {
  const { locale } = await params;
  const store = storeUrl(detectPlatform(request.headers.get('user-agent') ?? ''));
  const target =
    store ?? localizedPath(hasLocale(routing.locales, locale) ? locale : 'zh-HK', '/download_app');
  return new Response(null, {
    status: 302,
    headers: { Location: target, 'Cache-Control': 'private, no-store', Vary: 'User-Agent' },
  });
}
