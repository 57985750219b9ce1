import { isCheckedRoute } from '@/components/navigation/route-table';
import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { localizedPath } from '@/i18n/locale-path';
import { translator } from '@/i18n/translator';
import { telHref } from '@/lib/tel-href';

type Props = {
  locale: AppLocale;
  /** 503: what the page shows cannot be read from the content store just now (a loan's terms). */
  statusCode: 404 | 500 | 503;
  /** The path and query the visitor asked for (404s): React escapes it; never cache the page. */
  fullPath?: string;
};

/**
 * The error screen (issue 32): red, centred, rendered on the server for this request, so the served
 * HTML carries the status, the message with the full path, and the way home, with or without
 * JavaScript. A 404 of a checked route (an unknown slug) says 'Page Not Found: {path}'.
 */
export function ErrorScreenView({ locale, statusCode, fullPath = '' }: Props) {
  const t = translator(locale, 'Error');
  const pathname = fullPath.split('?')[0] ?? '';
  const message =
    statusCode === 500
      ? t('serverError')
      : statusCode === 503
        ? t('unavailable')
        : t(isCheckedRoute(pathname) ? 'routeCheckFailed' : 'notFound', { path: fullPath });
  const help = { 404: 'notFoundHelp', 500: 'serverErrorHelp', 503: 'unavailableHelp' } as const;
  const hotline = site.customerServiceHotline;
  return (
    <div
      className="error-screen flex min-h-[70vh] flex-col items-center justify-center gap-4 px-4 text-center"
      data-testid="error-screen"
    >
      <p className="text-6xl font-bold text-[#b91c1c]" data-testid="error-status">
        {statusCode}
      </p>
      <h1
        className="max-w-2xl break-all text-xl font-semibold text-[#b91c1c]"
        data-testid="error-message"
      >
        {message}
      </h1>
      <p className="max-w-xl text-slate-700">{t(help[statusCode])}</p>
      {statusCode === 404 ? null : (
        <p className="text-slate-700" data-testid="error-hotline">
          {t('hotline')}{' '}
          <a href={telHref(hotline)} className="font-semibold underline">
            {hotline}
          </a>
        </p>
      )}
      <a
        href={localizedPath(locale, '/')}
        className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
      >
        {t('backHome')}
      </a>
    </div>
  );
}
