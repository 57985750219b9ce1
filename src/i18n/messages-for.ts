import compile from 'icu-minify/compile';
import type { AppLocale } from '@/config/locales';
import enUS from '../../messages/en-US.json';
import zhHK from '../../messages/zh-HK.json';

type Messages = typeof zhHK;
const written: Record<AppLocale, Messages> = { 'zh-HK': zhHK, 'en-US': enUS };

/** A locale's messages as written (ICU text), with nothing filled in from the other language. */
export const messageTextsFor = (locale: AppLocale): Messages => written[locale];

function compiled(value: unknown): unknown {
  if (typeof value === 'string') return compile(value);
  if (Array.isArray(value)) return value.map(compiled);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, compiled(item)]));
  }
  return value;
}

const compiledByLocale = new Map<AppLocale, Messages>();

/**
 * A locale's messages as use-intl reads them, on the server and in islands: each ICU text compiled
 * once per process (icu-minify, 30 ms for both locales), so use-intl formats them with its
 * format-only implementation (astro.config.ts aliases it) and no browser loads an ICU parser. Keys
 * are as written; a text with no argument stays that text, one with arguments becomes icu-minify's
 * array form: read words for their text with messageTextsFor. Typed as written, because use-intl's
 * key types read that shape.
 */
export function messagesFor(locale: AppLocale): Messages {
  let messages = compiledByLocale.get(locale);
  if (!messages) {
    messages = compiled(written[locale]) as Messages;
    compiledByLocale.set(locale, messages);
  }
  return messages;
}
