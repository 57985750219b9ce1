import { useEffect, useRef } from 'react';

/** A click that would take the visitor to another page of this site or another site. */
function leavingLink(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return false;
  if (link.target && link.target !== '_self') return false;
  const to = new URL(link.href, window.location.href);
  return to.origin !== window.location.origin || to.pathname !== window.location.pathname;
}

/**
 * Asks before the visitor leaves a form that holds unsent input: the browser's own question when the
 * tab is closed, reloaded or sent elsewhere, and `question` (a confirm dialog) for a link on the page,
 * which the site follows without unloading it.
 */
export function useLeaveGuard(hasInput: () => boolean, question: string) {
  const latest = useRef({ hasInput, question });
  useEffect(() => {
    latest.current = { hasInput, question };
  });

  useEffect(() => {
    let confirmed = false;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!confirmed && latest.current.hasInput()) event.preventDefault();
    };
    // Capture on the window: before the site's router (React listens on the document) sees the click.
    const click = (event: MouseEvent) => {
      if (!leavingLink(event) || !latest.current.hasInput()) return;
      if (window.confirm(latest.current.question)) {
        confirmed = true;
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('click', click, true);
    };
  }, []);
}
