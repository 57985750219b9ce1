import type { ReactNode } from 'react';
import { TextPage } from '@/components/content/text-page';
import { ButtonLinkView } from '@/components/ui/button-link-view';
import type { AppLocale } from '@/config/locales';
import { LocaleLink } from '@/i18n/locale-link';
import { translator } from '@/i18n/translator';

/**
 * The free smart credit report page: what the feature is (copy), the way to the app, then the
 * terms and agreement (`flow`: an island on Astro, a client leaf on Next). Without JavaScript the
 * flow cannot load its terms: a `<noscript>` notice says so and offers the app instead.
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
        <noscript>
          <div
            role="note"
            className="mb-4 rounded-lg border-2 border-amber-400 bg-amber-50 p-4 text-amber-950"
            data-testid="credit-report-noscript"
          >
            <p className="font-semibold">{t('noscript.heading')}</p>
            <p className="mt-1">{t('noscript.body')}</p>
            <p className="mt-3">
              <LocaleLink
                locale={locale}
                href="/download_app"
                className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white"
              >
                {t('noscript.app')}
              </LocaleLink>
            </p>
          </div>
        </noscript>
        {flow}
      </section>
    </TextPage>
  );
}
