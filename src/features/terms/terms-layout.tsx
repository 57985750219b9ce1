import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import type { AppLocale } from '@/config/locales';
import { DraftBanner } from '@/components/content/draft-banner';
import { formatContentDate } from '@/components/content/format';
import { ScrollSpyNav } from '@/components/content/scroll-spy-nav.client';
import { Link } from '@/i18n/link';

type Props = {
  locale: AppLocale;
  path: string;
  title: string;
  summary?: string;
  effectiveDate?: string;
  sections: Array<{ id: string; title: string }>;
  children: ReactNode;
};

/** A terms page: title, effective date, a scroll-spy section navigation beside the sections. */
export async function TermsLayout({
  locale,
  path,
  title,
  summary,
  effectiveDate,
  sections,
  children,
}: Props) {
  const [t, c, p] = await Promise.all([
    getTranslations('Terms'),
    getTranslations('ContentCommon'),
    getTranslations('Promotions'),
  ]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <DraftBanner path={path} />
      <BreadcrumbJsonLd
        locale={locale}
        trail={[
          { name: p('title'), path: '/promotions' },
          { name: title, path },
        ]}
      />
      <p className="mb-4 text-sm">
        <Link
          href="/promotions"
          prefetch={false}
          className="text-brand-700 underline underline-offset-2"
        >
          {t('backToPromotions')}
        </Link>
      </p>
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
          <ScrollSpyNav
            label={c('sectionNav')}
            items={sections}
            className="sticky top-0 z-10 -mx-4 mb-6 border-b border-slate-200 bg-white px-4 py-2 lg:top-6 lg:mx-0 lg:self-start lg:border-0 lg:px-0"
          />
        ) : (
          <div />
        )}
        <div className="max-w-3xl [&>div>h2:first-child]:mt-0">{children}</div>
      </div>
    </div>
  );
}
