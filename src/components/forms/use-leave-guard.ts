import { useEffect, useRef } from 'react';
import { unprefixedPath } from '@/i18n/locale-path';

/**
 * Where a click on a link takes the visitor: `away` to another page or site, `language` to this page
 * in the other language (the draft is kept in this tab: nothing to ask), `null` for anything else.
 */
function linkTarget(event: MouseEvent): 'away' | 'language' | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin) return 'away';
  if (to.pathname === window.location.pathname) return null;
  return unprefixedPath(to.pathname) === unprefixedPath(window.location.pathname)
    ? 'language'
    : 'away';
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
      const target = linkTarget(event);
      if (!target || !latest.current.hasInput()) return;
      if (target === 'language' || window.confirm(latest.current.question)) {
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
