import type { AppLocale } from '@/config/locales';
import { databaseStatus, type DatabaseStatus } from '@/db/status';
import { translator } from '@/i18n/translator';
import { contentSource } from './build-info';

type Translate = ReturnType<typeof translator<'Tester'>>;

function databaseSummary(status: DatabaseStatus, t: Translate): string {
  const parts = [t(`databaseKinds.${status.kind}`), t(`databaseStates.${status.state}`)];
  if (status.state === 'ready') parts.push(t('outboxWaiting', { count: status.waitingDeliveries }));
  return parts.join(' · ');
}

/** What this server is running, as label and value rows: build, locale, content, database. */
export async function diagnosticsRows(
  locale: AppLocale,
  build: string,
): Promise<Array<[label: string, value: string]>> {
  const t = translator(locale, 'Tester');
  return [
    [t('buildId'), build],
    [t('locale'), locale],
    [t('contentSource'), t(`sources.${contentSource()}`)],
    [t('database'), databaseSummary(await databaseStatus(), t)],
  ];
}
