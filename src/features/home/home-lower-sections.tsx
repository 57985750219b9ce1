import { RiskWarning } from '@/components/layout/risk-warning';
import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { StoreBadges } from '@/features/app-handoff/store-badges';
import { translator } from '@/i18n/translator';
import { HomeProperty } from './home-property';
import { TrackedButtonLink } from '@/features/analytics/tracked-button-links';
import { PageSection } from '@/components/layout/page-section';

/** The home page's middle: interest-free days, the SME loan, the property owner's, the app. */
export function HomeLowerSections({ locale }: { locale: AppLocale }) {
  const t = translator(locale, 'Home');
  const { interestFreeDaysMax } = site.card;
  return (
    <>
      <section
        id="interest-free"
        aria-labelledby="interest-free-heading"
        className="lazy-render bg-slate-50"
      >
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 md:grid-cols-[auto_1fr] md:items-center">
          <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
            {interestFreeDaysMax}
          </p>
          <div>
            <h2 id="interest-free-heading" className="text-2xl font-bold md:text-3xl">
              {t('interestFree.title', { days: interestFreeDaysMax })}
            </h2>
            <p className="mt-3 max-w-3xl text-slate-700">{t('interestFree.body')}</p>
          </div>
        </div>
      </section>

      <PageSection id="sme-loan" title={t('sme.title')}>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          <li className="rounded-lg bg-brand-50 p-5 font-semibold">
            {t('sme.fast', { days: site.sme.approvalWorkingDays })}
          </li>
          <li className="rounded-lg bg-brand-50 p-5 font-semibold">{t('sme.noCollateral')}</li>
        </ul>
        <p className="mt-4 max-w-3xl text-slate-700">{t('sme.body')}</p>
        <TrackedButtonLink
          locale={locale}
          section="sme"
          link={{ href: '/sme-loan', action: 'learn_more', label: t('sme.cta') }}
          className="mt-6"
        />
        <div className="mt-8 rounded-lg border-2 border-brand-700 p-4 text-sm">
          <RiskWarning locale={locale} />
        </div>
      </PageSection>

      <HomeProperty locale={locale} />

      <PageSection id="app" title={t('app.title')} background="bg-slate-900 text-white">
        <p className="mt-3 max-w-3xl text-slate-200">{t('app.body')}</p>
        <div className="mt-6">
          <StoreBadges locale={locale} section="app" />
        </div>
      </PageSection>
    </>
  );
}
