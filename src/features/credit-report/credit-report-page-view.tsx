import type { ReactNode } from 'react';
import { TextPage } from '@/components/content/text-page';
import { ButtonLinkView } from '@/components/ui/button-link-view';
import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';

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
      <section
        id="get-started"
        aria-labelledby="get-started-heading"
        className="mt-8 scroll-mt-20 rounded-xl border border-slate-200 bg-slate-50 p-5 md:p-6"
      >
        <h2 id="get-started-heading" className="mb-4 text-xl font-semibold">
          {t('heading')}
        </h2>
        {flow}
      </section>
    </TextPage>
  );
}
