import { PageFrame } from '@/components/layout/page-frame';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';
import type { ValuationRead } from './valuation-read';
import { ValuationResult } from './valuation-result';

/** Property valuation (Astro): the heading and the form (`children`: its island). */
export function ValuationPageView({
  locale,
  origin,
  children,
}: {
  locale: AppLocale;
  origin: string;
  children?: ReactNode;
}) {
  const t = translator(locale, 'PropertyValuation');
  return (
    <PageFrame
      locale={locale}
      origin={origin}
      trail={[{ name: t('title'), path: '/property-valuation' }]}
    >
      <PageHeading title={t('title')} lead={t('lead')} />
      {children}
    </PageFrame>
  );
}

/** One visitor's valuation (Astro), or why it cannot be shown now. */
export function ValuationResultPageView({
  locale,
  read,
}: {
  locale: AppLocale;
  read: Exclude<ValuationRead, { kind: 'not_found' }>;
}) {
  const t = translator(locale, 'PropertyValuation');
  return (
    <PageFrame>
      <PageHeading title={t('result.title')} id="valuation-result-heading" />
      {read.kind === 'found' ? (
        <ValuationResult valuation={read.valuation} locale={locale} />
      ) : (
        <p role="alert" className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-4">
          {t('result.unavailable')}
        </p>
      )}
    </PageFrame>
  );
}
