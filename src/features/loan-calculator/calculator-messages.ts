import type { AppLocale } from '@/config/locales';
import { messagesFor } from '@/i18n/messages-for';
import { calculatorTextFromQuery } from './calculator-input';
import type { LoanProductTerms } from './loan-terms';

/** The messages the calculator island reads (props are serialised into the page: only these). */
export function loanCalculatorMessages(locale: AppLocale) {
  const { LoanCalculator: calculator, Forms } = messagesFor(locale);
  const { heading, lead, fields, hint, monthsValue, submit, result } = calculator;
  return {
    LoanCalculator: { heading, lead, fields, hint, monthsValue, submit, result },
    Forms: { errors: Forms.errors },
  };
}

/** The calculator island's props on a loan page: its words, the product's terms, the asked figures. */
export const loanCalculatorProps = (
  locale: AppLocale,
  terms: LoanProductTerms,
  query: URLSearchParams,
) => ({
  locale,
  messages: loanCalculatorMessages(locale),
  terms,
  start: calculatorTextFromQuery(terms, query),
});
