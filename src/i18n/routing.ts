import { defineRouting } from 'next-intl/routing';
import { defaultLocale, localeCookie, locales } from '@/config/locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie,
  // hreflang links are written in page metadata with absolute URLs instead.
  alternateLinks: false,
});
