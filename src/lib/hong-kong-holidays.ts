import Holidays from 'date-holidays';
import { hongKongTimeZone, type DateKey } from './hong-kong-time';

/**
 * Hong Kong general holidays (date-holidays' "public" type for HK, substitute days included)
 * from `fromYear` to `toYear`, as date key -> holiday name, in Chinese for a `zh` locale and in
 * English otherwise. Server and build only: the library carries every country's data, too heavy
 * for the browser (pages pass the holidays they need as data).
 */
export function hongKongHolidays(
  fromYear: number,
  toYear: number,
  locale: string,
): Record<DateKey, string> {
  const calendar = new Holidays('HK', {
    languages: [locale.startsWith('zh') ? 'zh' : 'en'],
    timezone: hongKongTimeZone,
  });
  const result: Record<DateKey, string> = {};
  for (let year = fromYear; year <= toYear; year += 1) {
    for (const holiday of calendar.getHolidays(year)) {
      if (holiday.type === 'public') result[holiday.date.slice(0, 10)] = holiday.name;
    }
  }
  return result;
}
