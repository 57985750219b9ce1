import { getTranslations } from 'next-intl/server';
import { AnalyticsOptOutSwitch } from './analytics-opt-out-switch.client';

/** The opt-out setting of the website privacy policy page, labelled from messages. */
export async function AnalyticsOptOut() {
  const t = await getTranslations('AnalyticsOptOut');
  const labels = {
    heading: t('heading'),
    label: t('label'),
    on: t('on'),
    off: t('off'),
    statusOn: t('statusOn'),
    statusOff: t('statusOff'),
  };
  return <AnalyticsOptOutSwitch labels={labels} />;
}
