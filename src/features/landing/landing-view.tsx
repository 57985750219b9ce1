import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import type { AppLocale } from '@/config/locales';
import { endOf } from '@/content/dates';
import type { LandingPage } from '@/content/model';
import { EntryPicture } from '@/components/content/content-img';
import { ContentLink } from '@/components/content/content-link';
import { contentPaths } from '@/components/content/content-paths';
import { DraftBanner } from '@/components/content/draft-banner';
import { formatContentDate } from '@/components/content/format';
import { RichText } from '@/components/content/rich-text';
import { translator } from '@/i18n/translator';

/** A landing page (campaign or promotion material) in the custom layout: hero, body, one call to action. */
export function LandingView({
  page,
  locale,
  origin,
  preview,
  now,
}: {
  page: LandingPage;
  locale: AppLocale;
  /** The site's origin, for the breadcrumb's absolute URLs. */
  origin: string;
  /** Drafts are shown (draft mode): the banner says so. */
  preview: boolean;
  now: number;
}) {
  const t = translator(locale, 'Landing');
  const ended = page.endDate ? now > endOf(page.endDate) : false;
  // The call to action, at the top and again after the body; gone once the page's period has ended.
  const cta =
    page.ctaLabel && page.ctaUrl && !ended ? (
      <ContentLink
        locale={locale}
        href={page.ctaUrl}
        className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900"
      >
        {page.ctaLabel}
      </ContentLink>
    ) : null;
  return (
    <article>
      <DraftBanner
        locale={locale}
        preview={preview}
        path={contentPaths.landing(page.type, page.slug)}
      />
      <BreadcrumbJsonLd
        locale={locale}
        origin={origin}
        trail={[{ name: page.title, path: contentPaths.landing(page.type, page.slug) }]}
      />
      <header className="bg-gradient-to-br from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 md:grid-cols-2 md:py-14">
          <div>
            <h1 className="text-3xl leading-tight font-bold tracking-tight text-slate-900 md:text-5xl">
              {page.title}
            </h1>
            {page.summary ? (
              <p className="mt-4 text-lg leading-8 text-slate-700">{page.summary}</p>
            ) : null}
            {page.endDate ? (
              <p
                className={`mt-3 text-sm ${ended ? 'font-semibold text-slate-900' : 'text-slate-600'}`}
                role={ended ? 'status' : undefined}
              >
                {ended
                  ? t('ended', { date: formatContentDate(page.endDate, locale) })
                  : t('endsOn', { date: formatContentDate(page.endDate, locale) })}
              </p>
            ) : null}
            {cta ? <p className="mt-6">{cta}</p> : null}
          </div>
          <EntryPicture asset={page.heroImage} priority className="w-full rounded-2xl" />
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <RichText locale={locale} document={page.body} />
        {cta ? <p className="mt-10">{cta}</p> : null}
      </div>
    </article>
  );
}
