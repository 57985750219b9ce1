'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { site } from '@/config/site';
import { isCheckedRoute, legacyFallbackUrl } from '@/components/navigation/route-table';
import { telHref } from '@/lib/tel-href';
import { useErrorCopy } from './error-copy.client';

const noSubscription = () => () => {};
const currentFullPath = () => `${window.location.pathname}${window.location.search}`;
const onServer = () => null;

type Props = {
  statusCode: number;
  /**
   * The requested path and query, when the server rendered this screen for the request: the server
   * has already applied the legacy table, so the screen shows at once, in the served HTML.
   */
  requestPath?: string;
  /** Clears the error and goes to a same-site path; absent on 404 screens, which link home. */
  onClear?: (redirect: string) => void;
};

/**
 * The fallback error screen. Rendered for the request, the served HTML shows it at once. Served
 * without a known path, or for another one (a static host's 404 page), it stays hidden in the browser
 * while it checks the legacy table, so an old URL turns into a redirect instead of the error.
 */
export function ErrorScreen({ statusCode, requestPath, onClear }: Props) {
  const copy = useErrorCopy();
  const browserPath = useSyncExternalStore(noSubscription, currentFullPath, onServer);
  const fullPath = browserPath ?? requestPath ?? null;
  // Rendered for another URL (a static host's copy of a 404 page) or for none: check the legacy table.
  const checks = statusCode === 404 && browserPath !== null && browserPath !== requestPath;
  const legacy = checks
    ? legacyFallbackUrl(window.location.pathname, window.location.search)
    : null;
  const shown = statusCode !== 404 || (legacy === null && fullPath !== null);

  useEffect(() => {
    if (legacy) window.location.replace(legacy);
  }, [legacy]);

  const pathname = fullPath?.split('?')[0] ?? '';
  const [before, after] = isCheckedRoute(pathname) ? copy.routeCheckFailed : copy.notFound;
  const message = statusCode === 404 ? `${before}${fullPath ?? ''}${after}` : copy.serverError;
  const home = copy.home;
  const hotline = site.customerServiceHotline;

  return (
    <div
      className="error-screen flex min-h-[70vh] flex-col items-center justify-center gap-4 px-4 text-center"
      style={shown ? undefined : { visibility: 'hidden' }}
      aria-busy={!shown}
      data-testid="error-screen"
    >
      {shown ? null : (
        <noscript>
          <style>{'.error-screen{visibility:visible!important}'}</style>
        </noscript>
      )}
      <p className="text-6xl font-bold text-[#b91c1c]" data-testid="error-status">
        {statusCode}
      </p>
      <h1
        className="max-w-2xl break-all text-xl font-semibold text-[#b91c1c]"
        data-testid="error-message"
      >
        {message}
      </h1>
      <p className="max-w-xl text-slate-700">
        {statusCode === 404 ? copy.notFoundHelp : copy.serverErrorHelp}
      </p>
      {statusCode === 404 ? null : (
        <p className="text-slate-700" data-testid="error-hotline">
          {copy.hotline}{' '}
          <a href={telHref(hotline)} className="font-semibold underline">
            {hotline}
          </a>
        </p>
      )}
      {onClear ? (
        <button
          type="button"
          onClick={() => onClear(home)}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          {copy.backHome}
        </button>
      ) : (
        <a href={home} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          {copy.backHome}
        </a>
      )}
    </div>
  );
}
