import type { AppLocale } from '@/config/locales';
import { hongKongMidnight, hongKongTimeZone } from '@/lib/hong-kong-time';

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

/**
 * A date in Hong Kong time as Hong Kong readers write it: `23 Nov 2026` (day first, as in British
 * English, never the US order) or `2026年11月23日`; `withTime` adds the 24-hour time.
 */
export function formatHkDate(date: Date, locale: AppLocale, withTime = false): string {
  const english = locale === 'en-US';
  return new Intl.DateTimeFormat(english ? 'en-GB' : locale, {
    day: 'numeric',
    month: english ? 'short' : 'long',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    timeZone: hongKongTimeZone,
  }).format(date);
}

/** A Hong Kong calendar day (`2026-11-23`) as `23 Nov 2026` / `2026年11月23日`. */
export const formatHkCalendarDate = (day: string, locale: AppLocale) =>
  formatHkDate(new Date(hongKongMidnight(day)), locale);
