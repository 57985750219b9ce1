import { getTranslations } from 'next-intl/server';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { EnquirySection, LoanHero } from '@/components/layout/loan-page';
import { ButtonLink } from '@/components/ui/button-link';
import { env } from '@/env';
import { loanConsentTexts } from '@/config/consent-documents';
import { clientMessages } from '@/components/forms/client-messages';
import { OwnerLoanEnquiryForm } from '@/features/owner-loan/owner-loan-enquiry-form.client';
import { ownerLoanProduct } from '@/features/owner-loan/owner-loan-options';
import { resolvePageLocale } from '@/i18n/page-locale';
import { formatHkd } from '@/i18n/format';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ClientMessages } from '@/i18n/client-messages';
import { HydrateOnFirstUse } from '@/components/forms/hydrate-on-first-use.client';
import { CollectionStatement } from '@/components/forms/collection-statement';

export async function generateMetadata({ params }: PageProps<'/[locale]/property-owner-loan'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OwnerLoan' });
  return pageMetadata({
    locale,
    path: '/property-owner-loan',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

/** The property-owner loan: the offer, the warning, a valuation first, and the enquiry. */
export default async function Page({ params }: PageProps<'/[locale]/property-owner-loan'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations('OwnerLoan');
  const points = [
    t('points.amounts', {
      min: formatHkd(ownerLoanProduct.minAmount, locale),
      max: formatHkd(ownerLoanProduct.maxAmount, locale),
    }),
    t('points.tenor', {
      minMonths: ownerLoanProduct.minMonths,
      maxMonths: ownerLoanProduct.maxMonths,
    }),
    t('points.valuation'),
  ];
  const consentTexts = loanConsentTexts(locale);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <BreadcrumbJsonLd
        locale={locale}
        origin={env.SITE_ORIGIN}
        trail={[{ name: t('title'), path: '/property-owner-loan' }]}
      />
      <LoanHero
        locale={locale}
        title={t('title')}
        lead={t('lead')}
        points={points}
        actions={
          <>
            <ButtonLink href="/property-owner-loan/apply">{t('apply')}</ButtonLink>
            <ButtonLink href="/property-valuation" variant="secondary">
              {t('valuation')}
            </ButtonLink>
          </>
        }
      />
      <EnquirySection heading={t('enquiry.heading')} lead={t('enquiry.lead')}>
        <HydrateOnFirstUse>
          <ClientMessages messages={await clientMessages('Forms', 'OwnerLoan')}>
            <OwnerLoanEnquiryForm
              statement={<CollectionStatement />}
              consentTexts={consentTexts}
              minFillMs={env.FORM_MIN_FILL_MS}
            />
          </ClientMessages>
        </HydrateOnFirstUse>
      </EnquirySection>
    </div>
  );
}
