import { getTranslations } from 'next-intl/server';
import { RiskWarning } from '@/components/layout/risk-warning';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { site } from '@/config/site';
import { env } from '@/env';
import { loanConsentTexts } from '@/features/consent/consent-documents';
import { clientMessages } from '@/features/forms/client-messages';
import { SmeContent } from '@/features/sme-content/sme-content';
import { defaultSmeLoanProduct, smeLoanProducts } from '@/features/sme-loan/loan-products';
import { LoanExampleTable } from '@/features/sme-loan/loan-example-table';
import { smeLoanJsonLd } from '@/features/sme-loan/loan-json-ld';
import { SmeEnquiryForm } from '@/features/sme-loan/sme-enquiry-form.client';
import { resolvePageLocale } from '@/i18n/page-locale';
import { formatHkd } from '@/lib/format';
import { pageMetadata } from '@/lib/page-metadata';
import { PlainMessagesProvider } from '@/i18n/use-plain-messages.client';

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
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <JsonLd data={smeLoanJsonLd({ locale, origin: env.SITE_ORIGIN, description })} />
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('metaTitle'), path: '/sme-loan' }]} />
      <header className="rounded-2xl bg-brand-50 p-6 md:p-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl" translate="no">
          {site.smeBrand[locale]}
        </h1>
        <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-700">{t('lead')}</p>
        <ul className="mt-6 grid gap-3 md:grid-cols-3" data-testid="sme-points">
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
          <ButtonLink href="/sme-loan/apply">{t('apply')}</ButtonLink>
          <ButtonLink href="#enquiry" variant="secondary">
            {t('enquire')}
          </ButtonLink>
        </div>
      </header>
      <aside className="mt-6 rounded-lg border-2 border-brand-700 p-4 text-sm">
        <RiskWarning />
      </aside>
      <LoanExampleTable locale={locale} />
      <section
        id="enquiry"
        aria-labelledby="enquiry-heading"
        className="mt-12 scroll-mt-20 rounded-2xl border border-slate-200 p-6 md:p-8"
      >
        <h2 id="enquiry-heading" className="text-2xl font-bold text-slate-900">
          {t('enquiry.heading')}
        </h2>
        <p className="mt-2 mb-6 text-slate-700">{t('enquiry.lead')}</p>
        <PlainMessagesProvider messages={await clientMessages('Forms', 'SmeLoanPage')}>
          <SmeEnquiryForm consentTexts={consentTexts} minFillMs={env.FORM_MIN_FILL_MS} />
        </PlainMessagesProvider>
      </section>
      <SmeContent locale={locale} />
    </div>
  );
}
