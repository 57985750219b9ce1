import type { AppLocale } from '@/config/locales';
import { periodOf } from '@/content/dates';
import type { ContentAsset, SmeArticle, SmePromotion, SmeUseCase } from '@/content/model';
import { EntryPicture } from '@/components/content/content-img';
import { formatContentDate } from '@/components/content/format';
import { RichText } from '@/components/content/rich-text';
import type { Document } from '@contentful/rich-text-types';
import { translator } from '@/i18n/translator';

type Item = {
  id: string;
  title: string;
  summary: string;
  cover?: ContentAsset;
  badge?: string;
  note?: string;
  body?: Document;
};

/** A card of any of the three lists: an entry's title, summary, cover and body. */
const itemOf = (entry: SmeArticle | SmePromotion | SmeUseCase): Item => ({
  id: entry.id,
  title: entry.title,
  summary: entry.summary,
  cover: entry.coverImage,
  body: entry.body,
});

/** The chevron that shows a card opens; it turns when open (at once when motion is reduced). */
function ExpandIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="mt-1 size-6 shrink-0 text-brand-700 group-open:rotate-180 motion-safe:transition-transform motion-safe:duration-200"
      data-testid="expand-icon"
    >
      <path
        fillRule="evenodd"
        d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function Group({
  locale,
  id,
  title,
  items,
}: {
  locale: AppLocale;
  id: string;
  title: string;
  items: Item[];
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={`sme-${id}-heading`} className="mt-10">
      <h2 id={`sme-${id}-heading`} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-4 grid gap-6 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="overflow-hidden rounded-xl border border-slate-200">
            <EntryPicture asset={item.cover} className="aspect-video w-full object-cover" />
            {/* details/summary: expandable without JavaScript, its open state announced natively. */}
            <details className="group p-5">
              <summary className="flex cursor-pointer list-none items-start gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
                <span className="min-w-0 flex-1">
                  {item.badge ? (
                    <span className="mb-1 inline-block rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                      {item.badge}
                    </span>
                  ) : null}
                  <span className="block text-lg font-semibold text-slate-900">{item.title}</span>
                  {item.summary ? (
                    <span className="mt-1 block text-sm text-slate-600">{item.summary}</span>
                  ) : null}
                  {item.note ? (
                    <span className="mt-2 block text-xs text-slate-600">{item.note}</span>
                  ) : null}
                </span>
                <ExpandIcon />
              </summary>
              {item.body ? (
                <RichText locale={locale} document={item.body} className="text-sm" />
              ) : null}
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The SME space's content for the SME loan page: offers (ended ones marked), business tips and
 * customer stories by type. Drop in with `<SmeContent locale={locale} />`; `useCaseType` filters the stories.
 */
export function SmeContent({
  locale,
  promotions,
  articles,
  useCases,
  now,
}: {
  locale: AppLocale;
  promotions: readonly SmePromotion[];
  articles: readonly SmeArticle[];
  useCases: readonly SmeUseCase[];
  now: number;
}) {
  const t = translator(locale, 'SmeContent');
  const known = new Set(['catering', 'retail', 'trading', 'services']);
  const groups: Array<{ id: string; title: string; items: Item[] }> = [
    {
      id: 'promotions',
      title: t('promotions'),
      items: promotions.map((p) => ({
        ...itemOf(p),
        ...(periodOf(p, now) === 'ended'
          ? { badge: t('ended') }
          : { note: t('until', { date: formatContentDate(p.endDate, locale) }) }),
      })),
    },
    { id: 'articles', title: t('articles'), items: articles.map(itemOf) },
    {
      id: 'use-cases',
      title: t('useCases'),
      items: useCases.map((u) => ({
        ...itemOf(u),
        summary: u.businessName ? `${u.businessName} · ${u.summary}` : u.summary,
        ...(known.has(u.type) ? { badge: t(`types.${u.type}`) } : {}),
      })),
    },
  ];
  return (
    <div data-testid="sme-content">
      {groups.map((group) => (
        <Group key={group.id} locale={locale} {...group} />
      ))}
    </div>
  );
}
