'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { whenIdle } from '@/lib/when-idle';
import {
  ATTACH_DELAY_MS,
  attachButtonListeners,
  type TrackerConfig,
  trackPageView,
} from './tracker';

/** The longest a page view waits for the browser to be idle. */
export const PAGE_VIEW_IDLE_TIMEOUT_MS = 2000;

/**
 * Site-wide analytics: a page view for every page shown (first load and client-side navigation),
 * and 1000 ms later click listeners on its tagged buttons. The page view is sent when the browser
 * is next idle: its storage reads and its request are no part of making the page usable (on a slow
 * phone they lengthened the task that hydrates the page). A page left or navigated away from before
 * then still counts, under the address it was shown at.
 */
export function AnalyticsTracker({ endpoint, writeKey }: TrackerConfig) {
  const pathname = usePathname();
  const viewed = useRef<string | null>(null);

  useEffect(() => {
    const config = { endpoint, writeKey };
    const at = { pathname: window.location.pathname, search: window.location.search };
    // One page view per page: a re-render, or Strict Mode running the effect twice, sends none.
    const sendView = () => {
      if (viewed.current === pathname) return;
      viewed.current = pathname;
      trackPageView(config, at);
    };
    const cancelView = whenIdle(sendView, PAGE_VIEW_IDLE_TIMEOUT_MS);
    window.addEventListener('pagehide', sendView);
    const timer = setTimeout(() => attachButtonListeners(config), ATTACH_DELAY_MS);
    return () => {
      cancelView();
      window.removeEventListener('pagehide', sendView);
      clearTimeout(timer);
      sendView();
    };
  }, [pathname, endpoint, writeKey]);

  return null;
}
