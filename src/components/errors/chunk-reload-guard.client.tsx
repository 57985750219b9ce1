'use client';

import { useEffect } from 'react';
import { reloadAfterChunkError } from '@/features/navigation/chunk-reload.client';

/**
 * Remembers where the visitor was going (the last same-site link pressed) and, when a code chunk
 * fails to load, reloads the page at that path (at most once per 10 s).
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor instanceof HTMLAnchorElement && anchor.origin === window.location.origin) {
        window.__navTarget = `${anchor.pathname}${anchor.search}${anchor.hash}`;
      }
    };
    const onRejection = (event: PromiseRejectionEvent) => reloadAfterChunkError(event.reason);
    const onError = (event: ErrorEvent) => reloadAfterChunkError(event.error ?? event.message);
    document.addEventListener('click', onClick, true);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
  return null;
}
