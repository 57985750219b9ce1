import { getTranslations } from 'next-intl/server';
import { renderTime } from '@/content/dates';
import { getContent } from '@/content/queries';
import { EnquirySection, LoanHero } from '@/components/layout/loan-page';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { site } from '@/config/site';
import { env } from '@/env';
import { loanConsentTexts } from '@/config/consent-documents';
import { clientMessages } from '@/components/forms/client-messages';
import { SmeContent } from '@/features/sme-loan/sme-content';
import { defaultSmeLoanProduct, smeLoanProducts } from '@/features/sme-loan/loan-products';
import { LoanExampleTable } from '@/features/sme-loan/loan-example-table';
import { smeLoanJsonLd } from '@/features/sme-loan/loan-json-ld';
import { SmeEnquiryForm } from '@/features/sme-loan/sme-enquiry-form.client';
import { resolvePageLocale } from '@/i18n/page-locale';
import { formatHkd } from '@/i18n/format';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ClientMessages } from '@/i18n/client-messages';
import { HydrateOnFirstUse } from '@/components/forms/hydrate-on-first-use.client';
import { CollectionStatement } from '@/components/forms/collection-statement';

export async function generateMetadata({ params }: PageProps<'/[locale]/sme-loan'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'SmeLoanPage' });
  const values = { brand: site.smeBrand[locale], days: site.sme.approvalWorkingDays };
  return pageMetadata({
    locale,
    path: '/sme-loan',
    title: t('metaTitle'),
    description: t('metaDescription', values),
  });
}

/** The SME loan product page: the offer, the warning, an example with its rate, the enquiry, content. */
export default async function Page({ params }: PageProps<'/[locale]/sme-loan'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations('SmeLoanPage');
  const bounds = smeLoanProducts[defaultSmeLoanProduct];
  const points = [
    t('points.fast', { days: site.sme.approvalWorkingDays }),
    t('points.noCollateral'),
    t('points.amounts', {
      min: formatHkd(bounds.minAmount, locale),
      max: formatHkd(bounds.maxAmount, locale),
      minMonths: bounds.minMonths,
      maxMonths: bounds.maxMonths,
    }),
  ];
  const description = t('metaDescription', {
    brand: site.smeBrand[locale],
    days: site.sme.approvalWorkingDays,
  });
  const consentTexts = loanConsentTexts(locale);
  const content = await getContent();
  const [promotions, articles, useCases] = await Promise.all([
    content.smePromotions(locale),
    content.smeArticles(locale),
    content.smeUseCases(locale),
  ]);
  const smeContent = { promotions, articles, useCases };
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <JsonLd data={smeLoanJsonLd({ locale, origin: env.SITE_ORIGIN, description })} />
      <BreadcrumbJsonLd
        locale={locale}
        origin={env.SITE_ORIGIN}
        trail={[{ name: t('metaTitle'), path: '/sme-loan' }]}
      />
      <LoanHero
        locale={locale}
        title={site.smeBrand[locale]}
        brandTitle
        lead={t('lead')}
        points={points}
        actions={
          <>
            <ButtonLink href="/sme-loan/apply">{t('apply')}</ButtonLink>
            <ButtonLink href="#enquiry" variant="secondary">
              {t('enquire')}
            </ButtonLink>
          </>
        }
      />
      <LoanExampleTable locale={locale} />
      <EnquirySection heading={t('enquiry.heading')} lead={t('enquiry.lead')}>
        <HydrateOnFirstUse>
          <ClientMessages messages={await clientMessages('Forms', 'SmeLoanPage')}>
            <SmeEnquiryForm
              statement={<CollectionStatement />}
              consentTexts={consentTexts}
              minFillMs={env.FORM_MIN_FILL_MS}
            />
          </ClientMessages>
        </HydrateOnFirstUse>
      </EnquirySection>
      <SmeContent locale={locale} {...smeContent} now={renderTime()} />
    </div>
  );
}
