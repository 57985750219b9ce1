import { isAppLocale } from '@/config/locales';
import deepmerge from 'deepmerge';
import { getRequestConfig } from 'next-intl/server';
import enUS from '../../messages/en-US.json';
import zhHK from '../../messages/zh-HK.json';
import { routing } from './routing';

const byLocale = { 'zh-HK': zhHK, 'en-US': enUS } as const;

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isAppLocale(requested) ? requested : routing.defaultLocale;
  // en-US is the runtime fallback: a key missing from zh-HK shows English, never a raw key.
  const messages =
    locale === 'en-US'
      ? enUS
      : deepmerge(enUS, byLocale[locale], { arrayMerge: (_fallback, own: unknown[]) => own });
  return { locale, messages, timeZone: 'Asia/Hong_Kong' };
});
