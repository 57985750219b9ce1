'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import {
  ATTACH_DELAY_MS,
  attachButtonListeners,
  type TrackerConfig,
  trackPageView,
} from './tracker';

/**
 * Site-wide analytics: a page view for every page shown (first load and client-side navigation),
 * and 1000 ms later click listeners on its tagged buttons.
 */
export function AnalyticsTracker({ endpoint, writeKey }: TrackerConfig) {
  const pathname = usePathname();
  const viewed = useRef<string | null>(null);

  useEffect(() => {
    const config = { endpoint, writeKey };
    // Strict Mode runs effects twice: one page, one page view.
    if (viewed.current !== pathname) {
      viewed.current = pathname;
      trackPageView(config);
    }
    const timer = setTimeout(() => attachButtonListeners(config), ATTACH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, endpoint, writeKey]);

  return null;
}
