import { getMessages, getTranslations } from 'next-intl/server';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { PageHeading } from '@/components/ui/page-heading';
import { site } from '@/config/site';
import { env } from '@/env';
import { branches } from '@/features/branches/branch-data';
import { JsonLd } from '@/components/seo/json-ld';
import { branchesJsonLd } from '@/features/branches/branch-json-ld';
import { BranchList } from '@/features/branches/branch-list';
import { holidaysAtBuild } from '@/features/branches/hong-kong-holidays';
import { LiveHoursProvider } from '@/features/branches/live-hours.client';
import { StoreFinder } from '@/features/branches/store-finder.client';
import { resolvePageLocale } from '@/i18n/page-locale';
import { ClientMessages } from '@/i18n/client-messages';
import { localizedPath } from '@/i18n/localized-path';
import { pageMetadata } from '@/components/seo/page-metadata';

const path = '/store-address';

export async function generateMetadata({ params }: PageProps<'/[locale]/store-address'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'StoreAddress' });
  return pageMetadata({ locale, path, title: t('metaTitle'), description: t('metaDescription') });
}

/**
 * Branches by region (static for both locales), each with its regular week; open-now and this week's
 * dates are worked out in the browser once the page has loaded.
 */
export default async function Page({ params }: PageProps<'/[locale]/store-address'>) {
  const locale = await resolvePageLocale(params);
  const [t, messages] = await Promise.all([getTranslations('StoreAddress'), getMessages()]);
  const { holidays, upcoming } = holidaysAtBuild(locale);
  const jsonLd = branchesJsonLd(
    branches,
    locale,
    env.SITE_ORIGIN,
    localizedPath(locale, path),
    upcoming,
  );
  const tiles = {
    url: env.MAP_TILE_URL,
    attribution: env.MAP_TILE_ATTRIBUTION,
    center: site.branchMap.center,
    zoom: site.branchMap.zoom,
  };
  const { status, view, map } = messages.StoreAddress;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <JsonLd data={jsonLd} />
      <BreadcrumbJsonLd
        locale={locale}
        origin={env.SITE_ORIGIN}
        trail={[{ name: t('title'), path }]}
      />
      <PageHeading title={t('title')} lead={t('lead')} />
      <p
        className="mb-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        data-testid="sample-notice"
      >
        {t('sampleNotice')}
      </p>
      <p className="mb-6 text-sm text-slate-600">{t('holidayNote')}</p>
      <ClientMessages
        messages={{ StoreAddress: { status, view, map, directions: t('directions') } }}
      >
        <LiveHoursProvider holidays={holidays}>
          <StoreFinder list={<BranchList />} tiles={tiles} />
        </LiveHoursProvider>
      </ClientMessages>
    </div>
  );
}
