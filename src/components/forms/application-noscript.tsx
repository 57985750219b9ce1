import type { AppLocale } from '@/config/locales';
import { LocaleLink } from '@/i18n/locale-link';
import { translator } from '@/i18n/translator';

/**
 * What a multi-step application page says without JavaScript (issue 32): the form needs it, and the
 * enquiry form (`enquiry`, e.g. `/sme-loan#enquiry`) works without. Inside `<noscript>`, so a
 * visitor with JavaScript never sees it.
 */
export function ApplicationNoScript({ locale, enquiry }: { locale: AppLocale; enquiry: string }) {
  const t = translator(locale, 'ApplicationNoScript');
  return (
    <noscript>
      <div
        role="note"
        className="mb-6 rounded-lg border-2 border-amber-400 bg-amber-50 p-4 text-amber-950"
        data-testid="application-noscript"
      >
        <p className="font-semibold">{t('heading')}</p>
        <p className="mt-1">{t('body')}</p>
        <p className="mt-3">
          <LocaleLink
            locale={locale}
            href={enquiry}
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white"
          >
            {t('enquiry')}
          </LocaleLink>
        </p>
      </div>
    </noscript>
  );
}
