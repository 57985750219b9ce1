'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useSyncExternalStore, type MouseEvent } from 'react';
import { localeCookie } from '@/config/locales';
import { switchedPath } from '@/i18n/locale-path';
import type { AppLocale } from '@/config/locales';

const noSubscription = () => () => {};
const currentSearch = () => window.location.search;
// A prerendered page cannot know the query; the browser fills it in once the page is interactive.
const noSearch = () => '';

/**
 * Shows EN on Chinese pages and 繁 on English pages. The served HTML links to the same page in the
 * other locale (`/blog` ↔ `/en-US/blog`), so it works before hydration and without JavaScript (the
 * proxy remembers a switch it sees: src/i18n/locale-switch.ts); the click keeps query and hash and
 * remembers the choice in the cookie.
 */
export function LanguageSwitchLink({
  locale,
  label,
  short,
}: {
  /** The page's locale; the switch leads to the other one. */
  locale: AppLocale;
  label: string;
  short: string;
}) {
  const router = useRouter();
  const target = locale === 'zh-HK' ? 'en-US' : 'zh-HK';
  const search = useSyncExternalStore(noSubscription, currentSearch, noSearch);
  const href = `${switchedPath(usePathname() ?? '/', target)}${search}`;

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    document.cookie = `${localeCookie.name}=${target}; path=${localeCookie.path}; max-age=${localeCookie.maxAge}; samesite=${localeCookie.sameSite}; secure`;
    router.push(`${href}${window.location.hash}`);
  }

  return (
    <a
      href={href}
      hrefLang={target}
      onClick={onClick}
      aria-label={label}
      className="inline-flex h-7.5 w-11 items-center justify-center rounded-md border border-current text-sm font-semibold hover:bg-brand-50 focus-visible:outline-2"
      data-testid="language-switch"
    >
      {short}
    </a>
  );
}
