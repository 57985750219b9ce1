import type { AppLocale } from '@/config/locales';
import { dateKeyToUtc, type DateKey } from '@/lib/hong-kong-time';

/** HK$ with cents, so the columns of a schedule line up: HK$3,333.33, HK$150.00. */
export function formatHkdCents(cents: number, locale: AppLocale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'HKD',
    minimumFractionDigits: 2,
  }).format(cents / 100);
}

/** A rate as a percentage with two decimals: 0.09429 -> 9.43%. */
export function formatRate(rate: number, locale: AppLocale): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(rate);
}

/** A calendar date in the reader's language: 2026年10月1日 / Oct 1, 2026. */
export function formatDateKey(key: DateKey, locale: AppLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    dateKeyToUtc(key),
  );
}
