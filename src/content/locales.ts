import type { AppLocale } from '@/config/locales';
import type { ContentLocale } from './source';

/** The site's zh-HK is Contentful's `zh-Hant-HK`; en-US is the same code (and the fallback). */
export function contentLocale(locale: AppLocale): ContentLocale {
  return locale === 'zh-HK' ? 'zh-Hant-HK' : 'en-US';
}
