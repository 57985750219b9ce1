'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { localeCookie } from '@/config/locales';
import { usePathname, useRouter } from '@/i18n/navigation';

/** Shows EN on Chinese pages and 繁 on English pages; keeps path, query and hash; remembers the choice. */
export function LanguageSwitch() {
  const t = useTranslations('LanguageSwitch');
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const target = locale === 'zh-HK' ? 'en-US' : 'zh-HK';
  // Without JavaScript the prefixed link still works: the server redirects /zh-HK/... and sets the cookie.
  const href = `/${target}${pathname === '/' ? '' : pathname}`;

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    document.cookie = `${localeCookie.name}=${target}; path=${localeCookie.path}; max-age=${localeCookie.maxAge}; samesite=${localeCookie.sameSite}; secure`;
    router.push(`${pathname}${window.location.search}${window.location.hash}`, { locale: target });
  }

  return (
    <a
      href={href}
      hrefLang={target}
      onClick={onClick}
      aria-label={t('label')}
      className="rounded-md border border-current px-2.5 py-1 text-sm font-semibold hover:bg-brand-50 focus-visible:outline-2"
      data-testid="language-switch"
    >
      {t('short')}
    </a>
  );
}
