import type { AppLocale } from '@/config/locales';
import { hongKongHolidays } from '@/lib/hong-kong-holidays';
import { hongKongDateKey, type DateKey } from '@/lib/hong-kong-time';

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
  const today = hongKongDateKey(instant);
  const yearOn = hongKongDateKey(instant + 365 * 24 * 60 * 60 * 1000);
  return {
    holidays,
    upcoming: Object.keys(holidays).filter((date) => date >= today && date < yearOn),
  };
}
