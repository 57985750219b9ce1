import type { AbstractIntlMessages } from 'use-intl';
import type { AppLocale } from '@/config/locales';
import { IslandIntl } from '@/i18n/island-intl';
import type { CalculatorText } from './calculator-input';
import { LoanCalculator } from './loan-calculator.client';
import type { LoanProductTerms } from './loan-terms';

/**
 * The loan calculator as an Astro island (`client:interaction`): the server renders it with the
 * query's answer; React wakes on the visitor's first use and answers as they type. `messages`:
 * loanCalculatorMessages (calculator-messages.ts).
 */
export function LoanCalculatorIsland({
  locale,
  messages,
  terms,
  start,
}: {
  locale: AppLocale;
  messages: AbstractIntlMessages;
  terms: LoanProductTerms;
  start: CalculatorText;
}) {
  return (
    <IslandIntl locale={locale} messages={messages}>
      <LoanCalculator terms={terms} start={start} />
    </IslandIntl>
  );
}
