import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeading } from '@/components/ui/page-heading';
import { FocusOnArrival } from '@/features/valuation/valuation-arrival.client';
import { ValuationResult } from '@/features/valuation/valuation-result';
import { readValuation } from '@/features/valuation/valuation-read';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/components/seo/page-metadata';

// One visitor's valuation, read from the database per request; never cached, never indexed.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/property-valuation/[encoded]'>) {
  const locale = await resolvePageLocale(params);
  const { encoded } = await params;
  const t = await getTranslations({ locale, namespace: 'PropertyValuation' });
  return pageMetadata({
    locale,
    path: `/property-valuation/${encoded}`,
    title: t('result.metaTitle'),
    noindex: true,
  });
}

export default async function Page({
  params,
}: PageProps<'/[locale]/property-valuation/[encoded]'>) {
  const locale = await resolvePageLocale(params);
  const { encoded } = await params;
  const read = await readValuation(encoded);
  if (read.kind === 'not_found') notFound();
  const t = await getTranslations('PropertyValuation');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading title={t('result.title')} id="valuation-result-heading" />
      <FocusOnArrival targetId="valuation-result-heading" />
      {read.kind === 'found' ? (
        <ValuationResult valuation={read.valuation} locale={locale} />
      ) : (
        <p role="alert" className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-4">
          {t('result.unavailable')}
        </p>
      )}
    </div>
  );
}
