import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { buildId, contentSource } from '@/server/diagnostics/build-info';
import { mayShowDiagnostics } from '@/server/diagnostics/diagnostics-access';
import { databaseStatus, type DatabaseStatus } from '@/db/status';
import { TestCalls } from '@/server/diagnostics/test-calls.client';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ClientMessages } from '@/i18n/client-messages';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/tester'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Tester' });
  return pageMetadata({ locale, path: '/tester', title: t('title'), noindex: true });
}

function databaseSummary(
  status: DatabaseStatus,
  t: Awaited<ReturnType<typeof getTranslations<'Tester'>>>,
): string {
  const parts = [t(`databaseKinds.${status.kind}`), t(`databaseStates.${status.state}`)];
  if (status.state === 'ready') parts.push(t('outboxWaiting', { count: status.waitingDeliveries }));
  return parts.join(' · ');
}

/** What this server is running (build, content, database): the operating team's view only. */
async function Diagnostics({ locale }: { locale: string }) {
  const t = await getTranslations('Tester');
  const rows: Array<[string, string]> = [
    [t('buildId'), await buildId()],
    [t('locale'), locale],
    [t('contentSource'), t(`sources.${contentSource()}`)],
    [t('database'), databaseSummary(await databaseStatus(), t)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2" data-testid="diagnostics">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="font-mono" translate="no">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The spec's test calls for anyone; the diagnostics outside production, or in production with
 * `DIAGNOSTICS_SECRET` (no database queries for the public).
 */
export default async function Page({ params }: PageProps<'/[locale]/tester'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations('Tester');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading title={t('title')} lead={t('lead')} />
      {(await mayShowDiagnostics()) ? <Diagnostics locale={locale} /> : null}
      <h2 className="mt-8 mb-3 text-xl font-semibold">{t('testCalls')}</h2>
      <ClientMessages messages={{ Tester: { result: t('result') } }}>
        <TestCalls />
      </ClientMessages>
    </div>
  );
}
