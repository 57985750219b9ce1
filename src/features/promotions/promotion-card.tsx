import type { AppLocale } from '@/config/locales';
import { contentImage } from '@/content/images';
import type { CardCampaign } from '@/content/model';
import { ContentCard } from '@/components/content/content-card';
import { contentPaths } from '@/components/content/content-paths';
import { translator } from '@/i18n/translator';
import { PeriodBadge, PeriodText } from './promotion-period';

/** A promotion in a list: picture, status and cardholder badges, title (the card is the link), summary, period. */
export function PromotionCard({
  promotion,
  locale,
  now,
}: {
  promotion: CardCampaign;
  locale: AppLocale;
  now: number;
}) {
  const c = translator(locale, 'ContentCommon');
  return (
    <ContentCard
      locale={locale}
      href={contentPaths.promotion(promotion.slug)}
      title={promotion.title}
      cover={promotion.coverImage ? contentImage(promotion.coverImage) : undefined}
      summary={promotion.summary}
      badges={
        <>
          <PeriodBadge locale={locale} dates={promotion} now={now} />
          {promotion.cardholderOnly ? (
            <span className="rounded bg-brand-50 px-2 py-0.5 text-brand-700">
              {c('cardholderOnly')}
            </span>
          ) : null}
        </>
      }
      meta={<PeriodText dates={promotion} locale={locale} />}
    />
  );
}

export function PromotionGrid({
  promotions,
  locale,
  now,
}: {
  promotions: CardCampaign[];
  locale: AppLocale;
  now: number;
}) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {promotions.map((promotion) => (
        <PromotionCard key={promotion.id} promotion={promotion} locale={locale} now={now} />
      ))}
    </ul>
  );
}
