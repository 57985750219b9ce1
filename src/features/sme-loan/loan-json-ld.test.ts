import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { exampleQuote } from '@/features/loan-calculator/loan-quote';
import { smeTerms } from '@/features/loan-calculator/testing/sample-terms';
import { smeLoanJsonLd } from './loan-json-ld';

const origin = 'https://www.example.com';

describe('smeLoanJsonLd', () => {
  const zh = smeLoanJsonLd({ locale: 'zh-HK', origin, description: '中小企貸款', terms: smeTerms });
  const en = smeLoanJsonLd({ locale: 'en-US', origin, description: 'SME loans', terms: smeTerms });

  it('is a LoanOrCredit on the page URL of its locale, named in that language', () => {
    expect(zh).toMatchObject({
      '@type': 'LoanOrCredit',
      '@id': 'https://www.example.com/sme-loan#loan',
      url: 'https://www.example.com/sme-loan',
      name: site.smeBrand['zh-HK'],
      description: '中小企貸款',
    });
    expect(en.url).toBe('https://www.example.com/en-US/sme-loan');
    expect(en.name).toBe(site.smeBrand['en-US']);
    expect(en.provider.url).toBe('https://www.example.com/en-US');
  });

  it('states the amounts and terms the application accepts, in HK$ and months', () => {
    const bounds = smeTerms;
    expect(en.amount).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'HKD',
      minValue: bounds.minAmount,
      maxValue: bounds.maxAmount,
    });
    expect(en.loanTerm).toMatchObject({
      minValue: bounds.minMonths,
      maxValue: bounds.maxMonths,
      unitCode: 'MON',
    });
  });

  it('gives the effective annual rate of the example as a percentage, with its repayments', () => {
    const example = exampleQuote(smeTerms);
    expect(en.annualPercentageRate).toBeCloseTo(example.effectiveAnnualRate * 100, 2);
    expect(en.annualPercentageRate).toBeGreaterThan(10);
    expect(en.loanRepaymentForm).toMatchObject({
      numberOfLoanPayments: example.months,
      loanPaymentFrequency: 12,
      loanPaymentAmount: { currency: 'HKD', value: example.monthlyRepaymentHkd },
    });
  });

  it('names the lender as licensed, with the licence number', () => {
    expect(zh.provider).toMatchObject({
      name: site.licensedName['zh-HK'],
      hasCredential: { name: `Money Lender's Licence No. ${site.moneyLenderLicenceNo}` },
    });
  });
});
