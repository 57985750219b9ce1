import { env } from '@/env';
import { getTranslations } from 'next-intl/server';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { RiskWarning } from '@/components/layout/risk-warning';
import { CardDisclosures } from '@/components/layout/card-disclosures';
import { PageHeading } from '@/components/ui/page-heading';
import { ButtonLink } from '@/components/ui/button-link';
import { getContent, isPreview } from '@/content/queries';
import { DraftBanner } from '@/components/content/draft-banner';
import { MerchantList } from '@/features/mall/merchant-list';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/components/seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/mall'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Mall' });
  return pageMetadata({ locale, path: '/mall', title: t('title'), description: t('lead') });
}

/** The partner merchants where instalments apply (opened from the app: empty layout), from the content store. */
export default async function Page({ params }: PageProps<'/[locale]/mall'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations('Mall');
  const merchants = await (await getContent()).mallMerchants(locale);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <DraftBanner locale={locale} preview={await isPreview()} path="/mall" />
      <BreadcrumbJsonLd
        locale={locale}
        origin={env.SITE_ORIGIN}
        trail={[{ name: t('title'), path: '/mall' }]}
      />
      <PageHeading
        title={t('title')}
        lead={t('lead')}
        under={<CardDisclosures locale={locale} />}
      />
      <MerchantList locale={locale} merchants={merchants} />
      <p className="mt-8 text-sm text-slate-600">{t('note')}</p>
      <ButtonLink href="/InstallmentIntroRoute" className="mt-6">
        {t('howItWorks')}
      </ButtonLink>
      <aside className="mt-10 rounded-lg border-2 border-brand-700 p-4 text-sm">
        <RiskWarning locale={locale} />
      </aside>
    </div>
  );
}
