import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { translator } from '@/i18n/translator';
import { trackedButton } from '@/features/analytics/tracked-buttons';

const stores = [
  { key: 'appStore', action: 'app_store', href: site.apps.appStore },
  { key: 'googlePlay', action: 'google_play', href: site.apps.googlePlay },
  { key: 'appGallery', action: 'app_gallery', href: site.apps.appGallery },
] as const;

/** Links to the three app stores, drawn as text badges (no third-party artwork is fetched); `section` tags them for analytics. */
export function StoreBadges({
  locale,
  section,
}: {
  locale: AppLocale;
  section?: 'stores' | 'app';
}) {
  const t = translator(locale, 'DownloadApp');
  return (
    <ul className="flex flex-wrap gap-3">
      {stores.map(({ key, action, href }) => (
        <li key={key}>
          <a
            href={href}
            rel="noopener"
            {...(section ? trackedButton(section, action) : {})}
            className="inline-flex min-h-12 flex-col justify-center rounded-lg border border-slate-500 bg-slate-900 px-4 py-2 text-white hover:bg-slate-700"
          >
            <span className="text-xs">{t('getItOn')}</span>
            <span className="text-base font-semibold">{t(`stores.${key}`)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
