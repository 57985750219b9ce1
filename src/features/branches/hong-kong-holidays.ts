import Holidays from 'date-holidays';
import type { AppLocale } from '@/config/locales';
import type { DateKey } from './hong-kong-time';

/**
 * Hong Kong general holidays (date-holidays' "public" type for HK, substitute days included)
 * from `fromYear` to `toYear`, as date key -> holiday name in the reader's language.
 * Server and build only: the library carries every country's data, too heavy for the browser.
 */
export function hongKongHolidays(
  fromYear: number,
  toYear: number,
  locale: AppLocale,
): Record<DateKey, string> {
  const calendar = new Holidays('HK', {
    languages: [locale === 'zh-HK' ? 'zh' : 'en'],
    timezone: 'Asia/Hong_Kong',
  });
  const result: Record<DateKey, string> = {};
  for (let year = fromYear; year <= toYear; year += 1) {
    for (const holiday of calendar.getHolidays(year)) {
      if (holiday.type === 'public') result[holiday.date.slice(0, 10)] = holiday.name;
    }
  }
  return result;
}

/**
 * The holidays a prerendered page carries: last year to the end of next year, at least the twelve
 * months its structured data announces (pages are rebuilt far more often than that).
 */
export function holidayWindow(instant: number): { fromYear: number; toYear: number } {
  const year = new Date(instant).getUTCFullYear();
  return { fromYear: year - 1, toYear: year + 1 };
}

/**
 * What a prerendered branch page needs at build time: the holiday window (for the live hours), and
 * the holidays of the coming twelve months (the closed days its structured data announces; pages
 * are rebuilt far more often than that).
 */
export function holidaysAtBuild(
  locale: AppLocale,
  instant: number = Date.now(),
): { holidays: Record<DateKey, string>; upcoming: DateKey[] } {
  const { fromYear, toYear } = holidayWindow(instant);
  const holidays = hongKongHolidays(fromYear, toYear, locale);
  const day = (at: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(at);
  const today = day(instant);
  const yearOn = day(instant + 365 * 24 * 60 * 60 * 1000);
  return {
    holidays,
    upcoming: Object.keys(holidays).filter((date) => date >= today && date < yearOn),
  };
}
