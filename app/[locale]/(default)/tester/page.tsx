import { getTranslations } from 'next-intl/server';
import { TestCalls } from '@/features/diagnostics/test-calls.island';
import { TesterView } from '@/features/diagnostics/tester-view';
import { buildId } from '@/server/diagnostics/build-info';
import { mayShowDiagnostics } from '@/server/diagnostics/diagnostics-access';
import { diagnosticsRows } from '@/server/diagnostics/diagnostics-rows';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/components/seo/page-metadata';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/tester'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Tester' });
  return pageMetadata({ locale, path: '/tester', title: t('title'), noindex: true });
}

/**
 * The spec's test calls for anyone; the diagnostics outside production, or in production with
 * `DIAGNOSTICS_SECRET` (no database queries for the public).
 */
export default async function Page({ params }: PageProps<'/[locale]/tester'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations('Tester');
  const rows = (await mayShowDiagnostics()) ? await diagnosticsRows(locale, await buildId()) : null;
  return (
    <TesterView locale={locale} rows={rows} testCalls={<TestCalls resultLabel={t('result')} />} />
  );
}
