import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/config/locales';
import { contentImage } from '@/content/images';
import type { CardCampaign } from '@/content/model';
import { ContentImg } from '@/components/content/content-img';
import { contentPaths } from '@/components/content/content-paths';
import { revealProps } from '@/components/content/reveal';
import { Link } from '@/i18n/link';
import { PeriodBadge, periodText } from './promotion-period';

/** A promotion in a list: picture, status and cardholder badges, title (the card is the link), summary, period. */
export async function PromotionCard({
  promotion,
  locale,
  now,
}: {
  promotion: CardCampaign;
  locale: AppLocale;
  now: number;
}) {
  const c = await getTranslations('ContentCommon');
  return (
    <li {...revealProps} className={`${revealProps.className} h-full`}>
      <article className="relative flex h-full gap-4 overflow-hidden rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-col sm:gap-0 sm:p-0 hover:shadow-md">
        {promotion.coverImage ? (
          <ContentImg
            image={contentImage(promotion.coverImage)}
            decorative
            className="size-24 shrink-0 rounded-lg object-cover sm:aspect-video sm:size-auto sm:w-full sm:rounded-none"
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col sm:p-5">
          <p className="mb-2 flex flex-wrap gap-2">
            <PeriodBadge dates={promotion} now={now} />
            {promotion.cardholderOnly ? (
              <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                {c('cardholderOnly')}
              </span>
            ) : null}
          </p>
          <h3 className="text-base leading-snug font-semibold text-slate-900 sm:text-lg">
            <Link
              href={contentPaths.promotion(promotion.slug)}
              prefetch={false}
              className="after:absolute after:inset-0 hover:text-brand-700"
            >
              {promotion.title}
            </Link>
          </h3>
          {promotion.summary ? (
            <p className="mt-2 line-clamp-2 text-sm leading-6 text-slate-600 sm:line-clamp-3">
              {promotion.summary}
            </p>
          ) : null}
          <p className="mt-auto pt-2 text-xs text-slate-600 sm:pt-4">
            {await periodText(promotion, locale)}
          </p>
        </div>
      </article>
    </li>
  );
}

export async function PromotionGrid({
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
