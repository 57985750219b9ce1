import type { ComponentProps, ReactNode } from 'react';
import type { AppLocale } from '@/config/locales';
import { DraftBanner } from '@/components/content/draft-banner';
import { BreadcrumbJsonLd, type Crumb } from '@/components/seo/breadcrumb-json-ld';
import { LocaleLink } from '@/i18n/locale-link';
import { translator } from '@/i18n/translator';

/** The content listings: their path, title and the way back to them, in their namespace. */
const listings = {
  blog: { path: '/blog', namespace: 'Blog', back: 'backToBlog' },
  promotions: { path: '/promotions', namespace: 'Promotions', back: 'backToPromotions' },
  campaign: { path: '/campaign', namespace: 'Campaign', back: null },
} as const;

/**
 * The top of a listing, or of a `page` one level below it, above the heading: the draft banner in
 * preview, the breadcrumb for search engines (the listing, then the page) and, on the page below,
 * a visible link back to the listing.
 */
export function ListingTrail({
  locale,
  origin,
  preview,
  listing,
  page,
}: {
  locale: AppLocale;
  origin: string;
  preview: boolean;
  listing: keyof typeof listings;
  page?: Crumb;
}) {
  const { path, namespace, back } = listings[listing];
  const t = translator(locale, namespace);
  const parent = { name: t('title'), path };
  return (
    <>
      <DraftBanner locale={locale} preview={preview} path={(page ?? parent).path} />
      <BreadcrumbJsonLd locale={locale} origin={origin} trail={page ? [parent, page] : [parent]} />
      {page && back ? (
        <p className="mb-4 text-sm">
          <LocaleLink
            locale={locale}
            href={parent.path}
            className="text-brand-700 underline underline-offset-2"
          >
            {t(back)}
          </LocaleLink>
        </p>
      ) : null}
    </>
  );
}

/**
 * A content listing's page, or a page one level below it: the centred column (`width`, a Tailwind
 * max-width class; `as` its element) with the listing's trail on top (`trail`), then `children`.
 */
export function ListingFrame({
  trail,
  width,
  as: Frame = 'div',
  children,
}: {
  trail: ComponentProps<typeof ListingTrail>;
  width: 'max-w-3xl' | 'max-w-4xl' | 'max-w-6xl';
  as?: 'div' | 'article';
  children: ReactNode;
}) {
  return (
    <Frame className={`mx-auto ${width} px-4 py-10`}>
      <ListingTrail {...trail} />
      {children}
    </Frame>
  );
}
