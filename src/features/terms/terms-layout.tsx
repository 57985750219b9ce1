import type { ComponentType, ReactNode } from 'react';
import type { AppLocale } from '@/config/locales';
import { formatContentDate } from '@/components/content/format';
import { ScrollSpyNavView } from '@/components/content/scroll-spy-nav-view';
import { translator } from '@/i18n/translator';
import { ListingFrame } from '@/components/layout/listing-trail';

type Section = { id: string; title: string };
type SectionNav = ComponentType<{ label: string; items: Section[]; className?: string }>;

type Props = {
  locale: AppLocale;
  /** The site's origin, for the breadcrumb's absolute URLs. */
  origin: string;
  /** Drafts are shown (draft mode): the banner says so. */
  preview: boolean;
  path: string;
  title: string;
  summary?: string;
  effectiveDate?: string;
  sections: Section[];
  /** The section navigation: server markup with `scroll-spy.script.ts` by default. */
  SectionNav?: SectionNav;
  children: ReactNode;
};

/** A terms page: title, effective date, a scroll-spy section navigation beside the sections. */
export function TermsLayout({
  locale,
  origin,
  preview,
  path,
  title,
  summary,
  effectiveDate,
  sections,
  SectionNav = ScrollSpyNavView,
  children,
}: Props) {
  const c = translator(locale, 'ContentCommon');
  return (
    <ListingFrame
      width="max-w-6xl"
      trail={{ locale, origin, preview, listing: 'promotions', page: { name: title, path } }}
    >
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-slate-900 md:text-4xl">
          {title}
        </h1>
        {summary ? <p className="mt-3 text-lg leading-8 text-slate-600">{summary}</p> : null}
        {effectiveDate ? (
          <p className="mt-2 text-sm text-slate-600">
            {c('effectiveDate', { date: formatContentDate(effectiveDate, locale) })}
          </p>
        ) : null}
      </header>
      <div className="lg:grid lg:grid-cols-[14rem_1fr] lg:gap-10">
        {sections.length > 1 ? (
          <SectionNav
            label={c('sectionNav')}
            items={sections}
            className="sticky top-0 z-10 -mx-4 mb-6 border-b border-slate-200 bg-white px-4 py-2 lg:top-6 lg:mx-0 lg:self-start lg:border-0 lg:px-0"
          />
        ) : (
          <div />
        )}
        <div className="max-w-3xl [&>div>h2:first-child]:mt-0">{children}</div>
      </div>
    </ListingFrame>
  );
}
