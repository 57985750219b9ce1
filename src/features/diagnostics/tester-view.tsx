import { PageFrame } from '@/components/layout/page-frame';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';

/**
 * The diagnostics page: the server's `rows` (build, content, database) for the operating team only
 * (null for the public), then the spec's test calls (`testCalls`: an island).
 */
export function TesterView({
  locale,
  rows,
  testCalls,
}: {
  locale: AppLocale;
  rows: ReadonlyArray<readonly [label: string, value: string]> | null;
  testCalls: ReactNode;
}) {
  const t = translator(locale, 'Tester');
  return (
    <PageFrame>
      <PageHeading title={t('title')} lead={t('lead')} />
      {rows ? (
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
      ) : null}
      <h2 className="mt-8 mb-3 text-xl font-semibold">{t('testCalls')}</h2>
      {testCalls}
    </PageFrame>
  );
}
