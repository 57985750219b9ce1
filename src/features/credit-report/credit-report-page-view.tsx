import type { ReactNode } from 'react';
import { TextPage } from '@/components/content/text-page';
import { ButtonLinkView } from '@/components/ui/button-link-view';
import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';
import { PageSection } from '@/components/layout/page-section';

/**
 * The free smart credit report page: what the feature is (copy), the way to the app, then the
 * terms and agreement (`flow`: an island, which posts as a plain form without JavaScript).
 */
export function CreditReportPageView({
  locale,
  origin,
  flow,
}: {
  locale: AppLocale;
  /** The site's origin, for the breadcrumb's absolute URLs. */
  origin: string;
  flow: ReactNode;
}) {
  const t = translator(locale, 'CreditReportFlow');
  const common = translator(locale, 'Common');
  return (
    <TextPage
      locale={locale}
      origin={origin}
      namespace="CreditReportPage"
      path="/features/free-smart-credit-report"
    >
      <ButtonLinkView locale={locale} href="/download_app">
        {common('getTheApp')}
      </ButtonLinkView>
      <PageSection
        id="get-started"
        title={t('heading')}
        look="panel"
        className="bg-slate-50"
        headingClassName="mb-4"
      >
        {flow}
      </PageSection>
    </TextPage>
  );
}
