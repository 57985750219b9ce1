import { isChunkLoadError, RELOAD_STAMP_KEY, shouldReload } from './chunk-reload';

declare global {
  interface Window {
    __navTarget?: string;
  }
}

/** Reloads at the navigation target after a failed chunk load; returns whether it did. */
export function reloadAfterChunkError(reason: unknown): boolean {
  if (!isChunkLoadError(reason)) return false;
  let last: number | null = null;
  try {
    const stamp = window.sessionStorage.getItem(RELOAD_STAMP_KEY);
    last = stamp ? Number(stamp) : null;
    if (!shouldReload(last, Date.now())) return false;
    // A timestamp only: no personal data goes into browser storage.
    window.sessionStorage.setItem(RELOAD_STAMP_KEY, String(Date.now()));
  } catch {
    // Storage blocked: reload anyway; the browser's own back-off prevents a tight loop.
  }
  const target =
    window.__navTarget ??
    `${window.location.pathname}${window.location.search}${window.location.hash}`;
  window.location.assign(target);
  return true;
}
