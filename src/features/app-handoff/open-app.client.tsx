'use client';

import { useEffect } from 'react';

/** Tries the app's deep link, then falls back to the download page if the app did not take over. */
export function OpenApp({ deepLink, fallback }: { deepLink: string; fallback: string }) {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (document.visibilityState === 'visible') window.location.replace(fallback);
    }, 1500);
    window.location.href = deepLink;
    return () => window.clearTimeout(timer);
  }, [deepLink, fallback]);
  return null;
}
