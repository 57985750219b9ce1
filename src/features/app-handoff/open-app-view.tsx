import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { PageHeading } from '@/components/ui/page-heading';
import { localizedPath } from '@/i18n/locale-path';
import { translator } from '@/i18n/translator';

/**
 * The app hand-off: open-app.script.ts follows `data-open-app` (the deep link), then the download
 * page if the app did not take over; the two links do the same by hand, and without JavaScript.
 */
export function OpenAppView({ locale }: { locale: AppLocale }) {
  const t = translator(locale, 'OpenApp');
  const fallback = localizedPath(locale, '/download_app');
  return (
    <div
      className="mx-auto max-w-xl px-4 py-16 text-center"
      data-open-app={site.apps.deepLink}
      data-open-app-fallback={fallback}
    >
      <PageHeading title={t('title')} lead={t('lead')} />
      <div className="flex flex-wrap justify-center gap-3">
        <a
          href={site.apps.deepLink}
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white"
        >
          {t('open')}
        </a>
        <a
          href={fallback}
          className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-5 font-semibold text-brand-700"
        >
          {t('download')}
        </a>
      </div>
    </div>
  );
}
