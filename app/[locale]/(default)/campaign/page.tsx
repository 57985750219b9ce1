import { env } from '@/env';
import { getTranslations } from 'next-intl/server';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { PageHeading } from '@/components/ui/page-heading';
import { getContent, isPreview } from '@/content/queries';
import { CampaignResult } from '@/features/campaigns/campaign-result';
import { DraftBanner } from '@/components/content/draft-banner';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/components/seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/campaign'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Campaign' });
  return pageMetadata({
    locale,
    path: '/campaign',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

/** Lucky draws and their winners: masked identifiers, draw date, licence number; latest end date first. */
export default async function Page({ params }: PageProps<'/[locale]/campaign'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations('Campaign');
  const campaigns = await (await getContent()).campaigns(locale);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <DraftBanner locale={locale} preview={await isPreview()} path="/campaign" />
      <BreadcrumbJsonLd
        locale={locale}
        origin={env.SITE_ORIGIN}
        trail={[{ name: t('title'), path: '/campaign' }]}
      />
      <PageHeading title={t('title')} lead={t('lead')} />
      {campaigns.length ? (
        campaigns.map((campaign) => (
          <CampaignResult key={campaign.id} campaign={campaign} locale={locale} />
        ))
      ) : (
        <p>{t('none')}</p>
      )}
    </div>
  );
}
