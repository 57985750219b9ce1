import { getTranslations } from 'next-intl/server';
import { site } from '@/config/site';

const stores = [
  { key: 'appStore', href: site.apps.appStore },
  { key: 'googlePlay', href: site.apps.googlePlay },
  { key: 'appGallery', href: site.apps.appGallery },
] as const;

/** Links to the three app stores, drawn as text badges (no third-party artwork is fetched). */
export async function StoreBadges() {
  const t = await getTranslations('DownloadApp');
  return (
    <ul className="flex flex-wrap gap-3">
      {stores.map(({ key, href }) => (
        <li key={key}>
          <a
            href={href}
            rel="noopener"
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
