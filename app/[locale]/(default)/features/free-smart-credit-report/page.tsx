import { textPageMetadata } from '@/components/content/text-page-metadata';
import { env } from '@/env';
import { CreditReportFlow } from '@/features/credit-report/credit-report-flow.client';
import { CreditReportPageView } from '@/features/credit-report/credit-report-page-view';
import { clientMessages } from '@/components/forms/client-messages';
import { resolvePageLocale } from '@/i18n/page-locale';
import { ClientMessages } from '@/i18n/client-messages';

export function generateMetadata({
  params,
}: PageProps<'/[locale]/features/free-smart-credit-report'>) {
  return textPageMetadata(params, 'CreditReportPage', '/features/free-smart-credit-report');
}

/** What the feature is (copy), then the terms, the agreement and the hand-off to the app. */
export default async function Page({
  params,
}: PageProps<'/[locale]/features/free-smart-credit-report'>) {
  const locale = await resolvePageLocale(params);
  return (
    <CreditReportPageView
      locale={locale}
      origin={env.SITE_ORIGIN}
      flow={
        <ClientMessages messages={await clientMessages('Forms', 'CreditReportFlow')}>
          <CreditReportFlow />
        </ClientMessages>
      }
    />
  );
}
