export const locales = ['zh-HK', 'en-US'] as const;
export type AppLocale = (typeof locales)[number];
export const defaultLocale: AppLocale = 'zh-HK';
/**
 * The locale cookie of the spec: kept one year on path `/`. Secure, as the site is HTTPS-only
 * (browsers treat http://localhost as secure too).
 */
export const localeCookie = {
  name: 'i18n_redirected',
  maxAge: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax',
  secure: true,
} as const;

/** Whether a value is one of the site's locales. */
export const isAppLocale = (value: unknown): value is AppLocale =>
  locales.includes(value as AppLocale);
