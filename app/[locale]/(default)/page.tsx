import { renderTime } from '@/content/dates';
import { getContent } from '@/content/queries';
import { getTranslations } from 'next-intl/server';
import { LenderLine } from '@/components/layout/lender-line';
import { RiskWarning } from '@/components/layout/risk-warning';
import { RiskWarningBanner } from '@/components/layout/risk-warning-banner';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { site } from '@/config/site';
import { StoreBadges } from '@/features/app-handoff/store-badges';
import { ScrollReveal } from '@/components/content/scroll-reveal.client';
import { HomeCarousel } from '@/features/home/home-carousel';
import { HomeProperty } from '@/features/home/home-property';
import { InstalmentExample } from '@/features/planner/instalment-example';
import { HomeLatest } from '@/features/home/home-latest';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/components/seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Home' });
  return {
    ...pageMetadata({
      locale,
      path: '/',
      title: t('metaTitle'),
      description: t('metaDescription'),
    }),
    title: { absolute: t('metaTitle') },
  };
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations('Home');
  const { interestFreeDaysMax } = site.card;
  const content = await getContent();
  const [promotions, articles, news] = await Promise.all([
    content.promotions(locale),
    content.articles('blog', locale),
    content.articles('news', locale),
  ]);
  const latest = { promotions, articles, news };
  return (
    <>
      <OrganizationJsonLd locale={locale} />
      <div className="mx-auto max-w-6xl px-4 pt-3">
        <RiskWarningBanner locale={locale} />
      </div>
      <HomeCarousel locale={locale} />
      <section className="bg-gradient-to-br from-brand-50 to-white" aria-labelledby="hero-heading">
        <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
          <h1 id="hero-heading" className="max-w-2xl text-3xl font-bold tracking-tight md:text-4xl">
            {t('hero.title')}
          </h1>
          <LenderLine locale={locale} />
          <p className="mt-3 max-w-xl text-lg text-slate-700">
            {t('hero.lead', { days: interestFreeDaysMax })}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink href="/download_app" data-section="hero" data-action="download_app">
              {t('hero.primary')}
            </ButtonLink>
            <ButtonLink
              href="/InstallmentIntroRoute"
              variant="secondary"
              data-section="hero"
              data-action="learn_more"
            >
              {t('hero.secondary')}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section
        id="pay-later"
        aria-labelledby="pay-later-heading"
        className="lazy-render mx-auto max-w-6xl px-4 py-14"
      >
        <h2 id="pay-later-heading" className="text-2xl font-bold md:text-3xl">
          {t('payLater.title')}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">{t('payLater.body')}</p>
        <InstalmentExample locale={locale} level={3} />
      </section>

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

      <section
        id="sme-loan"
        aria-labelledby="sme-heading"
        className="lazy-render mx-auto max-w-6xl px-4 py-14"
      >
        <h2 id="sme-heading" className="text-2xl font-bold md:text-3xl">
          {t('sme.title')}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          <li className="rounded-lg bg-brand-50 p-5 font-semibold">
            {t('sme.fast', { days: site.sme.approvalWorkingDays })}
          </li>
          <li className="rounded-lg bg-brand-50 p-5 font-semibold">{t('sme.noCollateral')}</li>
        </ul>
        <p className="mt-4 max-w-3xl text-slate-700">{t('sme.body')}</p>
        <ButtonLink href="/sme-loan" className="mt-6" data-section="sme" data-action="learn_more">
          {t('sme.cta')}
        </ButtonLink>
        <div className="mt-8 rounded-lg border-2 border-brand-700 p-4 text-sm">
          <RiskWarning locale={locale} />
        </div>
      </section>

      <HomeProperty locale={locale} />

      <section
        id="app"
        aria-labelledby="app-heading"
        className="lazy-render bg-slate-900 text-white"
      >
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="app-heading" className="text-2xl font-bold md:text-3xl">
            {t('app.title')}
          </h2>
          <p className="mt-3 max-w-3xl text-slate-200">{t('app.body')}</p>
          <div className="mt-6">
            <StoreBadges locale={locale} section="app" />
          </div>
        </div>
      </section>

      <section
        id="latest"
        aria-labelledby="latest-heading"
        className="lazy-render mx-auto max-w-6xl px-4 py-14"
      >
        <h2 id="latest-heading" className="text-2xl font-bold md:text-3xl">
          {t('teasers.title')}
        </h2>
        <HomeLatest locale={locale} content={latest} now={renderTime()} />
        <ScrollReveal />
      </section>
    </>
  );
}
