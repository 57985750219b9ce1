'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { reloadAfterChunkError } from '@/components/navigation/chunk-reload.client';
import { sendHeldSubmit } from './held-submit';

/**
 * Site-wide navigation behaviour: a new page starts at the top (a hash scrolls to its anchor) with
 * no menu open, the menu closes when the focus leaves it, and a failed code chunk reloads the page at
 * the path the visitor was going to (at most once per 10 s).
 */
export function NavigationEffects() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // A new page opens with the header's menu (a popover) closed: a link inside it does not close it.
    closeMenus();
    // Next scrolls only the changed segment into view; the spec wants the page top.
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor instanceof HTMLAnchorElement && anchor.origin === window.location.origin) {
        window.__navTarget = `${anchor.pathname}${anchor.search}${anchor.hash}`;
      }
    };
    const onRejection = (event: PromiseRejectionEvent) => reloadAfterChunkError(event.reason);
    const onError = (event: ErrorEvent) => reloadAfterChunkError(event.error ?? event.message);
    // Focus leaving the open menu (Tab past its last link, Shift+Tab back to the Menu button) closes
    // it: the drawer covers where the focus went.
    const onFocusIn = (event: FocusEvent) => closeMenus(event.target);
    document.addEventListener('click', onClick, true);
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('unhandledrejection', onRejection);
    // The page is interactive: what the held-submit script, tests and tools wait for.
    document.documentElement.dataset.hydrated = '';
    sendHeldSubmit();
    window.addEventListener('error', onError);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);

  return null;
}

/** Closes every open popover (the header's menu) that does not hold `focused`. */
function closeMenus(focused?: EventTarget | null) {
  if (!('hidePopover' in HTMLElement.prototype)) return;
  for (const open of document.querySelectorAll<HTMLElement>(':popover-open'))
    if (!(focused instanceof Node && open.contains(focused))) open.hidePopover();
}
