import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { OpenApp } from '@/features/app-handoff/open-app.client';
import { site } from '@/config/site';
import { resolvePageLocale } from '@/i18n/page-locale';
import { localizedPath } from '@/i18n/localized-path';
import { pageMetadata } from '@/components/seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/open-app-redirect'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OpenApp' });
  return pageMetadata({ locale, path: '/open-app-redirect', title: t('title'), noindex: true });
}

export default async function Page({ params }: PageProps<'/[locale]/open-app-redirect'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations('OpenApp');
  const fallback = localizedPath(locale, '/download_app');
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <OpenApp deepLink={site.apps.deepLink} fallback={fallback} />
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
