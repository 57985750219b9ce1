import type { AppLocale } from '@/config/locales';
import { startOf } from '@/content/dates';
import { hongKongDateKey, hongKongTimeZone } from '@/lib/hong-kong-time';

const formatters = new Map<AppLocale, Intl.DateTimeFormat>();

/** A content date as Hong Kong readers write it: 2026年11月10日 / 10 November 2026. */
export function formatContentDate(date: string, locale: AppLocale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === 'zh-HK' ? 'zh-HK' : 'en-GB', {
      dateStyle: 'long',
      timeZone: hongKongTimeZone,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(startOf(date)));
}

/** The date part (YYYY-MM-DD, Hong Kong) for a `<time dateTime>` attribute. */
export function isoDay(date: string): string {
  return hongKongDateKey(startOf(date));
}
