import type { AppLocale } from '@/config/locales';

/** The path of a page in a locale: zh-HK unprefixed, en-US under /en-US. */
export function localizedPath(locale: AppLocale, path: string): string {
  if (locale === 'zh-HK') return path;
  return path === '/' ? '/en-US' : `/en-US${path}`;
}
