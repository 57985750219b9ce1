import type { ComponentProps } from 'react';
import { LenderLine } from '@/components/layout/lender-line';
import { RiskWarningBanner } from '@/components/layout/risk-warning-banner';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { CardArt } from '@/components/ui/card-art';
import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { InstalmentExample } from '@/features/planner/instalment-example';
import { translator } from '@/i18n/translator';
import type { CarouselSlide } from './carousel-slides';
import type { CarouselText } from './carousel-content';
import { CarouselView } from './carousel-view';
import { HomeLatest } from './home-latest';
import { HomeLowerSections } from './home-lower-sections';
import { downloadAppLink, TrackedButtonRow } from '@/features/analytics/tracked-button-links';
import { PageSection } from '@/components/layout/page-section';

/** The home page (Astro): the carousel, the offer, then one section per product and the latest. */
export function HomeView({
  locale,
  slides,
  text,
  latest,
  now,
}: {
  locale: AppLocale;
  slides: CarouselSlide[];
  text: CarouselText;
  latest: ComponentProps<typeof HomeLatest>['content'];
  now: number;
}) {
  const t = translator(locale, 'Home');
  const { interestFreeDaysMax } = site.card;
  return (
    <>
      <OrganizationJsonLd locale={locale} />
      <div className="mx-auto max-w-6xl px-4 pt-3">
        <RiskWarningBanner locale={locale} />
      </div>
      <CarouselView slides={slides} text={text} />
      <section className="bg-gradient-to-br from-brand-50 to-white" aria-labelledby="hero-heading">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 md:grid-cols-[1fr_auto] md:py-14">
          <div>
            <h1
              id="hero-heading"
              className="max-w-2xl text-3xl font-bold tracking-tight md:text-4xl"
            >
              {t('hero.title')}
            </h1>
            <LenderLine locale={locale} />
            <p className="mt-3 max-w-xl text-lg text-slate-700">
              {t('hero.lead', { days: interestFreeDaysMax })}
            </p>
            <TrackedButtonRow
              locale={locale}
              section="hero"
              className="mt-6"
              links={[
                downloadAppLink(t('hero.primary')),
                {
                  href: '/InstallmentIntroRoute',
                  action: 'learn_more',
                  label: t('hero.secondary'),
                  variant: 'secondary',
                },
              ]}
            />
          </div>
          <CardArt
            locale={locale}
            className="w-60 -rotate-6 justify-self-center md:w-80 md:justify-self-end lg:w-96"
          />
        </div>
      </section>

      <PageSection id="pay-later" title={t('payLater.title')}>
        <p className="mt-3 max-w-3xl text-slate-700">{t('payLater.body')}</p>
        <InstalmentExample locale={locale} level={3} />
      </PageSection>
      <HomeLowerSections locale={locale} />
      <PageSection id="latest" title={t('teasers.title')}>
        <HomeLatest locale={locale} content={latest} now={now} />
      </PageSection>
    </>
  );
}
