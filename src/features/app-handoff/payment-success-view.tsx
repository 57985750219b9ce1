import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { localizedPath } from '@/i18n/locale-path';
import { translator } from '@/i18n/translator';

/** Shown inside the app's web view after a payment: the whole document (no layout at all). */
export function PaymentSuccessView({ locale }: { locale: AppLocale }) {
  const t = translator(locale, 'PaymentSuccess');
  return (
    <main
      id="main"
      className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-16 text-green-700">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="white" strokeWidth="2" />
      </svg>
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-slate-700">{t('body')}</p>
      <a
        href={site.apps.deepLink}
        className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white"
      >
        {t('backToApp')}
      </a>
      <a href={localizedPath(locale, '/')} className="text-brand-700 underline">
        {t('home')}
      </a>
    </main>
  );
}
