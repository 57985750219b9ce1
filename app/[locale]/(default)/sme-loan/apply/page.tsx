import { getTranslations } from 'next-intl/server';
import { LoanApplicationPage } from '@/components/layout/loan-page';
import { site } from '@/config/site';
import { env } from '@/env';
import { loanConsentTexts } from '@/config/consent-documents';
import { clientMessages } from '@/components/forms/client-messages';
import { SmeApplicationForm } from '@/features/sme-loan/sme-application-form.client';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ClientMessages } from '@/i18n/client-messages';
import { HydrateOnFirstUse } from '@/components/forms/hydrate-on-first-use.client';
import { CollectionStatement } from '@/components/forms/collection-statement';

export async function generateMetadata({ params }: PageProps<'/[locale]/sme-loan/apply'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'SmeApplication' });
  return pageMetadata({
    locale,
    path: '/sme-loan/apply',
    title: t('metaTitle'),
    description: t('metaDescription', { brand: site.smeBrand[locale] }),
  });
}

/** The SME loan application (spec section 3), a client form inside a prerendered page. */
export default async function Page({ params }: PageProps<'/[locale]/sme-loan/apply'>) {
  const locale = await resolvePageLocale(params);
  const [t, sme] = await Promise.all([
    getTranslations('SmeApplication'),
    getTranslations('SmeLoanPage'),
  ]);
  const consentTexts = loanConsentTexts(locale);
  return (
    <LoanApplicationPage
      locale={locale}
      trail={[
        { name: sme('metaTitle'), path: '/sme-loan' },
        { name: t('title'), path: '/sme-loan/apply' },
      ]}
      title={t('title')}
      lead={t('lead')}
    >
      <HydrateOnFirstUse>
        <ClientMessages messages={await clientMessages('Forms', 'SmeApplication')}>
          <SmeApplicationForm
            statement={<CollectionStatement />}
            consentTexts={consentTexts}
            minFillMs={env.FORM_MIN_FILL_MS}
          />
        </ClientMessages>
      </HydrateOnFirstUse>
    </LoanApplicationPage>
  );
}
