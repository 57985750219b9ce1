import type { AppLocale } from '@/config/locales';
import { messagesFor } from '@/i18n/messages-for';

/** The messages the calculator island reads (props are serialised into the page: only these). */
export function loanCalculatorMessages(locale: AppLocale) {
  const { LoanCalculator: calculator, Forms } = messagesFor(locale);
  const { heading, lead, fields, hint, monthsValue, submit, result } = calculator;
  return {
    LoanCalculator: { heading, lead, fields, hint, monthsValue, submit, result },
    Forms: { errors: Forms.errors },
  };
}
