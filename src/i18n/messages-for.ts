import type { AppLocale } from '@/config/locales';
import enUS from '../../messages/en-US.json';
import zhHK from '../../messages/zh-HK.json';

const byLocale = { 'zh-HK': zhHK, 'en-US': enUS } as const;

/** A locale's messages as written, with nothing filled in from the other language. */
export const messagesFor = (locale: AppLocale) => byLocale[locale];
