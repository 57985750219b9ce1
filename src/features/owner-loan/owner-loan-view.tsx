import type { ReactNode } from 'react';
import { EnquirySection, LoanFrame, LoanHero } from '@/components/layout/loan-page';
import { LoanActions } from '@/features/loan-calculator/loan-actions';
import { LoanExampleTable } from '@/features/loan-calculator/loan-example-table';
import type { AppLocale } from '@/config/locales';
import { formatHkd } from '@/i18n/format';
import { translator } from '@/i18n/translator';
import type { LoanProductTerms } from '@/features/loan-calculator/loan-terms';

/**
 * The property-owner loan page (Astro): the offer, the warning, a valuation first, an example with
 * its rate, the calculator and the enquiry (`calculator`, `enquiry`: islands given by the route;
 * until then a link to the application). `terms`: the loan's published terms (its content entry).
 */
export function OwnerLoanView({
  locale,
  origin,
  terms,
  calculator,
  enquiry,
}: {
  locale: AppLocale;
  origin: string;
  terms: LoanProductTerms;
  calculator?: ReactNode;
  enquiry?: ReactNode;
}) {
  const t = translator(locale, 'OwnerLoan');
  const apply = { href: '/property-owner-loan/apply', label: t('apply') };
  const actions = (
    <LoanActions
      locale={locale}
      apply={apply}
      other={{ href: '/property-valuation', label: t('valuation') }}
    />
  );
  const points = [
    t('points.amounts', {
      min: formatHkd(terms.minAmount, locale),
      max: formatHkd(terms.maxAmount, locale),
    }),
    t('points.tenor', {
      minMonths: terms.minMonths,
      maxMonths: terms.maxMonths,
    }),
    t('points.valuation'),
  ];
  return (
    <LoanFrame
      locale={locale}
      origin={origin}
      crumb={{ name: t('title'), path: '/property-owner-loan' }}
    >
      <LoanHero
        locale={locale}
        title={t('title')}
        lead={t('lead')}
        points={points}
        actions={actions}
      />
      <LoanExampleTable locale={locale} page="owner" terms={terms} />
      {calculator}
      <EnquirySection locale={locale} namespace="OwnerLoan" form={enquiry} apply={apply} />
    </LoanFrame>
  );
}
