import { setRequestLocale } from 'next-intl/server';
import { isAppLocale, type AppLocale } from '@/config/locales';
import { routing } from './routing';

/** Reads the locale of a page's params and enables static rendering for it. */
export async function resolvePageLocale(params: Promise<{ locale: string }>): Promise<AppLocale> {
  const { locale } = await params;
  const resolved = isAppLocale(locale) ? locale : routing.defaultLocale;
  setRequestLocale(resolved);
  return resolved;
}
