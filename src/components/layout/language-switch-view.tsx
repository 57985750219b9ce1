import type { AppLocale } from '@/config/locales';
import { localizedPath } from '@/i18n/locale-path';
import { translator } from '@/i18n/translator';

/**
 * EN on Chinese pages, 繁 on English pages: a plain link to the same route in the other locale
 * (`/blog` ↔ `/en-US/blog`), built from the route, never the request. The server remembers the
 * choice when the link is followed (serve/locale-rule.ts).
 */
export function LanguageSwitchView({ locale, path }: { locale: AppLocale; path: string }) {
  const t = translator(locale, 'LanguageSwitch');
  const target = locale === 'zh-HK' ? 'en-US' : 'zh-HK';
  return (
    <a
      href={localizedPath(target, path)}
      hrefLang={target}
      aria-label={t('label')}
      className="inline-flex h-7.5 w-11 items-center justify-center rounded-md border border-current text-sm font-semibold hover:bg-brand-50 focus-visible:outline-2"
      data-testid="language-switch"
      data-language-switch=""
    >
      {t('short')}
    </a>
  );
}
