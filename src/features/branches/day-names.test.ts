import { createTranslator } from 'use-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/i18n/messages-for';
import { addDays, dateKeyToUtc } from '@/lib/hong-kong-time';
import { dayNames } from './day-names';

describe('dayNames', () => {
  it("reads like Intl's day names in both locales, every day of a year", () => {
    for (const locale of ['zh-HK', 'en-US'] as const) {
      const messages = messagesFor(locale);
      const t = createTranslator({ locale, messages, namespace: 'StoreAddress.status' });
      const names = dayNames(t);
      const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
      const dated = new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });
      for (let i = 0; i < 366; i += 1) {
        const date = addDays('2026-01-01', i);
        expect(names.weekday(date)).toBe(long.format(dateKeyToUtc(date)));
        expect(names.dated(date)).toBe(dated.format(dateKeyToUtc(date)));
      }
    }
  });
});
