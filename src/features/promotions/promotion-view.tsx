import type { ReactNode } from 'react';
import { CardDisclosures } from '@/components/layout/card-disclosures';
import type { AppLocale } from '@/config/locales';
import { periodOf } from '@/content/dates';
import type { CardCampaign } from '@/content/model';
import { EntryPicture } from '@/components/content/content-img';
import { InstalmentExample } from '@/features/planner/instalment-example';
import { ContentLink } from '@/components/content/content-link';
import { contentPaths } from '@/components/content/content-paths';
import { formatContentDate } from '@/components/content/format';
import { RichText } from '@/components/content/rich-text';
import { translator } from '@/i18n/translator';
import { PromotionGrid } from './promotion-card';
import { PeriodBadge, PeriodText } from './promotion-period';
import { TrackedButtonLink } from '@/features/analytics/tracked-button-links';
import { ListingFrame } from '@/components/layout/listing-trail';
import { PageSection } from '@/components/layout/page-section';

/**
 * A promotion: period, status (an ended one says so), promo code with copy, body, terms link, apply
 * now. `promoCode` is the copy control (an island on Astro), shown while the promotion has not ended;
 * the page loads the scroll-reveal behaviour itself.
 */
export function PromotionView({
  promotion,
  others,
  locale,
  origin,
  preview,
  now,
  promoCode,
}: {
  promotion: CardCampaign;
  others: CardCampaign[];
  locale: AppLocale;
  origin: string;
  preview: boolean;
  now: number;
  promoCode?: ReactNode;
}) {
  const t = translator(locale, 'Promotions');
  const c = translator(locale, 'ContentCommon');
  const period = periodOf(promotion, now);
  const page = { name: promotion.title, path: contentPaths.promotion(promotion.slug) };
  return (
    <ListingFrame
      as="article"
      width="max-w-3xl"
      trail={{ locale, origin, preview, listing: 'promotions', page }}
    >
      <header>
        <p className="flex flex-wrap gap-2">
          <PeriodBadge locale={locale} dates={promotion} now={now} />
          {promotion.cardholderOnly ? (
            <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
              {c('cardholderOnly')}
            </span>
          ) : null}
        </p>
        <h1 className="mt-3 text-3xl leading-tight font-bold tracking-tight text-slate-900 md:text-4xl">
          {promotion.title}
        </h1>
        <CardDisclosures locale={locale} />
        {promotion.summary ? (
          <p className="mt-4 text-lg leading-8 text-slate-700">{promotion.summary}</p>
        ) : null}
        <dl className="mt-6 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-900">{t('period')}</dt>
          <dd className="text-slate-700" data-testid="promotion-period">
            <PeriodText dates={promotion} locale={locale} />
          </dd>
        </dl>
        {promotion.merchant ? (
          <p className="mt-2 text-sm text-slate-700">
            {t('merchant', { merchant: promotion.merchant })}
          </p>
        ) : null}
      </header>
      {period === 'ended' ? (
        <p
          role="status"
          className="mt-6 rounded-lg bg-slate-100 p-4 font-semibold text-slate-800"
          data-testid="promotion-ended"
        >
          {t('endedNotice', { date: formatContentDate(promotion.endDate, locale) })}
        </p>
      ) : null}
      {period === 'upcoming' && promotion.startDate ? (
        <p role="status" className="mt-6 rounded-lg bg-sky-50 p-4 font-semibold text-sky-900">
          {t('upcomingNotice', { date: formatContentDate(promotion.startDate, locale) })}
        </p>
      ) : null}
      <EntryPicture asset={promotion.coverImage} priority className="mt-8 w-full rounded-xl" />
      {promoCode && promotion.promoCode && period !== 'ended' ? (
        <div className="mt-8">{promoCode}</div>
      ) : null}
      {promotion.body ? (
        <RichText locale={locale} document={promotion.body} className="mt-6" />
      ) : null}
      {/* The fee example belongs to offers about instalments, not to a dining discount. */}
      {promotion.instalmentOffer ? <InstalmentExample locale={locale} /> : null}
      <div className="mt-10 flex flex-wrap items-center gap-4">
        {period !== 'ended' ? (
          <TrackedButtonLink
            locale={locale}
            section="promotion"
            link={{ href: '/download_app', action: 'apply_now', label: c('applyNow') }}
          />
        ) : null}
        {promotion.termsSlug ? (
          <ContentLink locale={locale} href={contentPaths.terms(promotion.termsSlug)}>
            {t('seeTerms')}
          </ContentLink>
        ) : null}
      </div>
      {others.length ? (
        <PageSection id="more-offers" title={t('moreOffers')} look="more">
          <PromotionGrid promotions={others} locale={locale} now={now} />
        </PageSection>
      ) : null}
    </ListingFrame>
  );
}
