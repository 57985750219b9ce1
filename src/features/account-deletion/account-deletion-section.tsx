import type { ReactNode } from 'react';
import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';
import { PageSection } from '@/components/layout/page-section';

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
    <PageSection id="request" title={t('heading')} look="panel">
      <p className="mt-2 mb-5 text-slate-700">{t('lead')}</p>
      {children}
    </PageSection>
  );
}
