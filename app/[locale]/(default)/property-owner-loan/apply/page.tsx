import { getTranslations } from 'next-intl/server';
import { LoanApplicationPage } from '@/components/layout/loan-page';
import { env } from '@/env';
import { loanConsentTexts } from '@/config/consent-documents';
import { clientMessages } from '@/components/forms/client-messages';
import { OwnerLoanApplication } from '@/features/owner-loan/owner-loan-application.client';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ClientMessages } from '@/i18n/client-messages';
import { HydrateOnFirstUse } from '@/components/forms/hydrate-on-first-use.client';
import { CollectionStatement } from '@/components/forms/collection-statement';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/property-owner-loan/apply'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OwnerLoan' });
  return pageMetadata({
    locale,
    path: '/property-owner-loan/apply',
    title: t('application.metaTitle'),
  });
}

export default async function Page({ params }: PageProps<'/[locale]/property-owner-loan/apply'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations('OwnerLoan');
  const consentTexts = loanConsentTexts(locale);
  return (
    <LoanApplicationPage
      locale={locale}
      trail={[
        { name: t('title'), path: '/property-owner-loan' },
        { name: t('application.title'), path: '/property-owner-loan/apply' },
      ]}
      title={t('application.title')}
      lead={t('application.lead')}
    >
      <HydrateOnFirstUse>
        <ClientMessages messages={await clientMessages('Forms', 'OwnerLoan')}>
          <OwnerLoanApplication
            statement={<CollectionStatement />}
            consentTexts={consentTexts}
            minFillMs={env.FORM_MIN_FILL_MS}
          />
        </ClientMessages>
      </HydrateOnFirstUse>
    </LoanApplicationPage>
  );
}
