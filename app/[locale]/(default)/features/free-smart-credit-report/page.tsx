import { getTranslations } from 'next-intl/server';
import { TextPage } from '@/components/content/text-page';
import { textPageMetadata } from '@/components/content/text-page-metadata';
import { env } from '@/env';
import { ButtonLink } from '@/components/ui/button-link';
import { CreditReportFlow } from '@/features/credit-report/credit-report-flow.client';
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
  const [t, common] = await Promise.all([
    getTranslations('CreditReportFlow'),
    getTranslations('Common'),
  ]);
  return (
    <TextPage
      locale={locale}
      origin={env.SITE_ORIGIN}
      namespace="CreditReportPage"
      path="/features/free-smart-credit-report"
    >
      <ButtonLink href="/download_app">{common('getTheApp')}</ButtonLink>
      <section
        id="get-started"
        aria-labelledby="get-started-heading"
        className="mt-8 scroll-mt-20 rounded-xl border border-slate-200 bg-slate-50 p-5 md:p-6"
      >
        <h2 id="get-started-heading" className="mb-4 text-xl font-semibold">
          {t('heading')}
        </h2>
        <ClientMessages messages={await clientMessages('Forms', 'CreditReportFlow')}>
          <CreditReportFlow />
        </ClientMessages>
      </section>
    </TextPage>
  );
}
