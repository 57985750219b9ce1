import { getTranslations } from 'next-intl/server';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { RiskWarning } from '@/components/layout/risk-warning';
import { ButtonLink } from '@/components/ui/button-link';
import { env } from '@/env';
import { loanConsentTexts } from '@/features/consent/consent-documents';
import { clientMessages } from '@/features/forms/client-messages';
import { OwnerLoanEnquiryForm } from '@/features/property-owner-loan/owner-loan-enquiry-form.client';
import { ownerLoanProduct } from '@/features/property-owner-loan/owner-loan-options';
import { resolvePageLocale } from '@/i18n/page-locale';
import { formatHkd } from '@/lib/format';
import { pageMetadata } from '@/lib/page-metadata';
import { PlainMessagesProvider } from '@/i18n/use-plain-messages.client';

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
        trail={[{ name: t('title'), path: '/property-owner-loan' }]}
      />
      <header className="rounded-2xl bg-brand-50 p-6 md:p-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
          {t('title')}
        </h1>
        <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-700">{t('lead')}</p>
        <ul className="mt-6 grid gap-3 md:grid-cols-3">
          {points.map((point) => (
            <li
              key={point}
              className="flex items-start gap-2 rounded-lg bg-white p-4 font-semibold text-slate-900 shadow-sm"
            >
              <span aria-hidden="true" className="text-brand-700">
                ✓
              </span>
              {point}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href="/property-owner-loan/apply">{t('apply')}</ButtonLink>
          <ButtonLink href="/property-valuation" variant="secondary">
            {t('valuation')}
          </ButtonLink>
        </div>
      </header>
      <aside className="mt-6 rounded-lg border-2 border-brand-700 p-4 text-sm">
        <RiskWarning />
      </aside>
      <section
        id="enquiry"
        aria-labelledby="enquiry-heading"
        className="mt-12 scroll-mt-20 rounded-2xl border border-slate-200 p-6 md:p-8"
      >
        <h2 id="enquiry-heading" className="text-2xl font-bold text-slate-900">
          {t('enquiry.heading')}
        </h2>
        <p className="mt-2 mb-6 text-slate-700">{t('enquiry.lead')}</p>
        <PlainMessagesProvider messages={await clientMessages('Forms', 'OwnerLoan')}>
          <OwnerLoanEnquiryForm consentTexts={consentTexts} minFillMs={env.FORM_MIN_FILL_MS} />
        </PlainMessagesProvider>
      </section>
    </div>
  );
}
