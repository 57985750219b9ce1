import type { AppLocale } from '@/config/locales';
import { startOf } from '@/content/dates';

const formatters = new Map<AppLocale, Intl.DateTimeFormat>();

/** A content date as Hong Kong readers write it: 2026年11月10日 / 10 November 2026. */
export function formatContentDate(date: string, locale: AppLocale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === 'zh-HK' ? 'zh-HK' : 'en-GB', {
      dateStyle: 'long',
      timeZone: 'Asia/Hong_Kong',
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(startOf(date)));
}

/** The date part (YYYY-MM-DD, Hong Kong) for a `<time dateTime>` attribute. */
export function isoDay(date: string): string {
  return new Date(startOf(date) + 8 * 3600_000).toISOString().slice(0, 10);
}
