import { CardDisclosures } from '@/components/layout/card-disclosures';
import { ListingFrame } from '@/components/layout/listing-trail';
import { ButtonLinkView } from '@/components/ui/button-link-view';
import { PageHeading } from '@/components/ui/page-heading';
import type { AppLocale } from '@/config/locales';
import type { CardCampaign } from '@/content/model';
import { InstalmentExample } from '@/features/planner/instalment-example';
import { translator } from '@/i18n/translator';
import { PromotionGrid } from './promotion-card';
import { promotionZones } from './promotion-zones';
import { trackedButton } from '@/features/analytics/tracked-buttons';
import { PageSection } from '@/components/layout/page-section';

/**
 * The promotions page as of `now`: latest offers, the cardholder offers zone, past offers, and an
 * apply-now button. The page loads the scroll-reveal behaviour itself (no React in the browser).
 */
export function PromotionsView({
  locale,
  origin,
  preview,
  promotions,
  now,
}: {
  locale: AppLocale;
  /** The site's origin, for the breadcrumb's absolute URLs. */
  origin: string;
  preview: boolean;
  promotions: readonly CardCampaign[];
  now: number;
}) {
  const t = translator(locale, 'Promotions');
  const c = translator(locale, 'ContentCommon');
  const zones = promotionZones(promotions, now);
  const none = <p className="mt-4">{t('none')}</p>;
  return (
    <ListingFrame width="max-w-6xl" trail={{ locale, origin, preview, listing: 'promotions' }}>
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
        <ButtonLinkView
          locale={locale}
          href="/download_app"
          {...trackedButton('promotions', 'apply_now')}
          data-testid="apply-now"
        >
          {c('applyNow')}
        </ButtonLinkView>
      </aside>
      <InstalmentExample locale={locale} />
      <PageSection id="latest" title={t('latest')} look="part" className="mt-12">
        {zones.latest.length ? (
          <PromotionGrid promotions={zones.latest} locale={locale} now={now} />
        ) : (
          none
        )}
      </PageSection>
      <PageSection
        id="cardholder"
        title={t('cardholderZone')}
        look="part"
        className="mt-14 rounded-2xl border-2 border-brand-600 p-5 md:p-8"
      >
        <p className="mt-1 text-slate-600">{t('cardholderZoneLead')}</p>
        {zones.cardholder.length ? (
          <PromotionGrid promotions={zones.cardholder} locale={locale} now={now} />
        ) : (
          none
        )}
      </PageSection>
      {zones.ended.length ? (
        <PageSection id="ended" title={t('ended')} look="part" className="mt-14">
          <PromotionGrid promotions={zones.ended} locale={locale} now={now} />
        </PageSection>
      ) : null}
    </ListingFrame>
  );
}
