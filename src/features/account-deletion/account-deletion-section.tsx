import type { ReactNode } from 'react';
import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';

/** The deletion request's section of /account_delete (Astro): heading, lead, the form's island. */
export function AccountDeletionSection({
  locale,
  children,
}: {
  locale: AppLocale;
  children: ReactNode;
}) {
  const t = translator(locale, 'AccountDeleteForm');
  return (
    <section
      id="request"
      aria-labelledby="request-heading"
      className="mt-8 scroll-mt-20 rounded-xl border border-slate-200 p-5 md:p-6"
    >
      <h2 id="request-heading" className="text-xl font-semibold">
        {t('heading')}
      </h2>
      <p className="mt-2 mb-5 text-slate-700">{t('lead')}</p>
      {children}
    </section>
  );
}
