'use client';

import { usePathname, useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { localeCookie } from '@/config/locales';
import { usePlainLocale, usePlainMessages } from '@/i18n/use-plain-messages.client';

/** Shows EN on Chinese pages and 繁 on English pages; keeps path, query and hash; remembers the choice. */
export function LanguageSwitch() {
  const t = usePlainMessages('LanguageSwitch');
  const locale = usePlainLocale();
  const router = useRouter();
  const target = locale === 'zh-HK' ? 'en-US' : 'zh-HK';
  // The page's path without its locale prefix (zh-HK pages have none).
  const pathname = usePathname().replace(/^\/en-US(?=\/|$)/, '') || '/';
  // Without JavaScript the prefixed link still works: the server redirects /zh-HK/... and sets the cookie.
  const href = `/${target}${pathname === '/' ? '' : pathname}`;
  const targetPath = target === 'en-US' ? href : pathname;

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    document.cookie = `${localeCookie.name}=${target}; path=${localeCookie.path}; max-age=${localeCookie.maxAge}; samesite=${localeCookie.sameSite}; secure`;
    router.push(`${targetPath}${window.location.search}${window.location.hash}`);
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
