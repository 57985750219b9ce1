'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { isCheckedRoute, legacyFallbackUrl } from '@/features/navigation/route-table';
import { usePlainLocale, usePlainMessages } from '@/i18n/use-plain-messages.client';

const noSubscription = () => () => {};
const currentFullPath = () => `${window.location.pathname}${window.location.search}`;

type Props = {
  statusCode: number;
  /** Clears the error and goes to a same-site path; absent on 404 screens, which link home. */
  onClear?: (redirect: string) => void;
};

/**
 * The fallback error screen. It stays hidden while it checks the legacy table, so a static host's
 * 404 for an old URL turns into a redirect instead of a flash of the error.
 */
export function ErrorScreen({ statusCode, onClear }: Props) {
  const t = usePlainMessages('Error');
  const locale = usePlainLocale();
  const fullPath = useSyncExternalStore(noSubscription, currentFullPath, () => null);
  const legacy =
    fullPath !== null && statusCode === 404
      ? legacyFallbackUrl(window.location.pathname, window.location.search)
      : null;
  const shown = fullPath !== null && legacy === null;

  useEffect(() => {
    if (legacy) window.location.replace(legacy);
  }, [legacy]);

  const message =
    statusCode === 404
      ? t(
          fullPath !== null && isCheckedRoute(window.location.pathname)
            ? 'routeCheckFailed'
            : 'notFound',
          { path: fullPath ?? '' },
        )
      : t('serverError');
  const home = locale === 'en-US' ? '/en-US' : '/';

  return (
    <div
      className="error-screen flex min-h-[70vh] flex-col items-center justify-center gap-4 px-4 text-center"
      style={{ visibility: shown ? 'visible' : 'hidden' }}
      aria-busy={!shown}
      data-testid="error-screen"
    >
      <noscript>
        <style>{'.error-screen{visibility:visible!important}'}</style>
      </noscript>
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
        {t(statusCode === 404 ? 'notFoundHelp' : 'serverErrorHelp')}
      </p>
      {onClear ? (
        <button
          type="button"
          onClick={() => onClear(home)}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          {t('backHome')}
        </button>
      ) : (
        <a href={home} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          {t('backHome')}
        </a>
      )}
    </div>
  );
}
