import { env } from '@/env';
import { renderTime } from '@/content/dates';
import { getTranslations } from 'next-intl/server';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { CardDisclosures } from '@/components/layout/card-disclosures';
import { PageHeading } from '@/components/ui/page-heading';
import { InstalmentExample } from '@/features/planner/instalment-example';
import { ButtonLink } from '@/components/ui/button-link';
import { getContent, isPreview } from '@/content/queries';
import { DraftBanner } from '@/components/content/draft-banner';
import { ScrollReveal } from '@/components/content/scroll-reveal.client';
import { PromotionGrid } from '@/features/promotions/promotion-card';
import { promotionZones } from '@/features/promotions/promotion-zones';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/components/seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/promotions'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Promotions' });
  return pageMetadata({
    locale,
    path: '/promotions',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

/** Latest offers, the cardholder offers zone, past offers, and an apply-now button. */
export default async function Page({ params }: PageProps<'/[locale]/promotions'>) {
  const locale = await resolvePageLocale(params);
  const [t, c] = await Promise.all([
    getTranslations('Promotions'),
    getTranslations('ContentCommon'),
  ]);
  const now = renderTime();
  const zones = promotionZones(await (await getContent()).promotions(locale), now);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <DraftBanner locale={locale} preview={await isPreview()} path="/promotions" />
      <BreadcrumbJsonLd
        locale={locale}
        origin={env.SITE_ORIGIN}
        trail={[{ name: t('title'), path: '/promotions' }]}
      />
      <PageHeading
        title={t('title')}
        lead={t('lead')}
        under={<CardDisclosures locale={locale} />}
      />
      <aside
        aria-labelledby="apply-heading"
        className="flex flex-wrap items-center gap-4 rounded-xl bg-brand-50 p-5"
      >
        <div className="flex-1">
          <h2 id="apply-heading" className="text-lg font-bold text-slate-900">
            {t('applyTitle')}
          </h2>
          <p className="text-slate-700">{t('applyBody')}</p>
        </div>
        <ButtonLink
          href="/download_app"
          data-section="promotions"
          data-action="apply_now"
          data-testid="apply-now"
        >
          {c('applyNow')}
        </ButtonLink>
      </aside>
      <InstalmentExample locale={locale} />
      <section aria-labelledby="latest-heading" className="mt-12">
        <h2 id="latest-heading" className="text-2xl font-bold text-slate-900">
          {t('latest')}
        </h2>
        {zones.latest.length ? (
          <PromotionGrid promotions={zones.latest} locale={locale} now={now} />
        ) : (
          <p className="mt-4">{t('none')}</p>
        )}
      </section>
      <section
        aria-labelledby="cardholder-heading"
        className="mt-14 rounded-2xl border-2 border-brand-600 p-5 md:p-8"
        data-testid="cardholder-zone"
      >
        <h2 id="cardholder-heading" className="text-2xl font-bold text-slate-900">
          {t('cardholderZone')}
        </h2>
        <p className="mt-1 text-slate-600">{t('cardholderZoneLead')}</p>
        {zones.cardholder.length ? (
          <PromotionGrid promotions={zones.cardholder} locale={locale} now={now} />
        ) : (
          <p className="mt-4">{t('none')}</p>
        )}
      </section>
      {zones.ended.length ? (
        <section aria-labelledby="ended-heading" className="mt-14">
          <h2 id="ended-heading" className="text-2xl font-bold text-slate-900">
            {t('ended')}
          </h2>
          <PromotionGrid promotions={zones.ended} locale={locale} now={now} />
        </section>
      ) : null}
      <ScrollReveal />
    </div>
  );
}
