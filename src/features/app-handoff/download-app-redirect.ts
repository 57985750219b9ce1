import { isAppLocale } from '@/config/locales';
import { detectPlatform, storeUrl } from '@/features/app-handoff/device';
import { localizedPath } from '@/i18n/locale-path';
import { campaignQuery, leadCampaignOf } from '@/lib/lead-campaign';

/**
 * Sends phones to their app store and desktops to the download page, keeping the visitor's utm_*
 * campaign (validated; nothing else of the query passes): on the download page's URL, and as Google
 * Play's install referrer. The App Store's campaign tokens (`ct`) count only with the provider token
 * (`pt`) of the App Store Connect account, which the configuration does not have: its link is as set.
 */
export function downloadAppRedirect(request: Request, locale: string | undefined): Response {
  const campaign = campaignQuery(leadCampaignOf(new URL(request.url).search));
  const platform = detectPlatform(request.headers.get('user-agent') ?? '');
  const store = storeUrl(platform);
  let target: string;
  if (store) {
    const url = new URL(store);
    if (platform === 'android' && campaign) url.searchParams.set('referrer', campaign);
    target = platform === 'android' && campaign ? url.toString() : store;
  } else {
    const page = localizedPath(isAppLocale(locale) ? locale : 'zh-HK', '/download_app');
    target = campaign ? `${page}?${campaign}` : page;
  }
  return new Response(null, {
    status: 302,
    headers: { Location: target, 'Cache-Control': 'private, no-store', Vary: 'User-Agent' },
  });
}
