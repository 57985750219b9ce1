import type { AppLocale } from '@/config/locales';

/** HK$ amounts as Hong Kong readers expect: HK$3,333.33 (whole dollars without decimals). */
export function formatHkd(amount: number, locale: AppLocale): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'HKD',
    currencyDisplay: 'symbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
