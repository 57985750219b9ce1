import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { localizedPath } from '@/i18n/locale-path';
import { exampleQuote } from '@/features/loan-calculator/loan-quote';
import type { LoanProductTerms } from '@/features/loan-calculator/loan-terms';

const percent = (fraction: number) => Math.round(fraction * 10_000) / 100;

/**
 * schema.org LoanOrCredit of the SME loan page: the published range the forms enforce (`terms`, the
 * product's content entry), the lender as licensed, and the page's representative example (its
 * repayments and effective annual rate, never a flat rate alone).
 */
export function smeLoanJsonLd({
  locale,
  origin,
  description,
  terms: bounds,
}: {
  locale: AppLocale;
  origin: string;
  description: string;
  terms: LoanProductTerms;
}) {
  const url = new URL(localizedPath(locale, '/sme-loan'), origin).href;
  const example = exampleQuote(bounds);
  return {
    '@context': 'https://schema.org',
    '@type': 'LoanOrCredit',
    '@id': `${url}#loan`,
    name: site.smeBrand[locale],
    description,
    url,
    brand: { '@type': 'Brand', name: site.smeBrand[locale] },
    provider: {
      '@type': 'FinancialService',
      name: site.licensedName[locale],
      url: new URL(localizedPath(locale, '/'), origin).href,
      telephone: `+852 ${site.customerServiceHotline}`,
      hasCredential: {
        '@type': 'EducationalOccupationalCredential',
        name: `Money Lender's Licence No. ${site.moneyLenderLicenceNo}`,
      },
    },
    areaServed: 'HK',
    currency: 'HKD',
    amount: {
      '@type': 'MonetaryAmount',
      currency: 'HKD',
      minValue: bounds.minAmount,
      maxValue: bounds.maxAmount,
    },
    loanTerm: {
      '@type': 'QuantitativeValue',
      minValue: bounds.minMonths,
      maxValue: bounds.maxMonths,
      unitCode: 'MON',
    },
    annualPercentageRate: percent(example.effectiveAnnualRate),
    loanRepaymentForm: {
      '@type': 'RepaymentSpecification',
      numberOfLoanPayments: example.months,
      loanPaymentFrequency: 12,
      loanPaymentAmount: {
        '@type': 'MonetaryAmount',
        currency: 'HKD',
        value: example.monthlyRepaymentHkd,
      },
    },
  };
}
