import type { AppLocale } from '@/config/locales';
import { brands, pageBrand } from '@/config/brands';
import { localizedPath } from '@/i18n/locale-path';
import { translator } from '@/i18n/translator';
import { defaultShareImage, type ShareImage } from './share-image';

export type PageHeadProps = {
  locale: AppLocale;
  /** The page's route without locale prefix (`/faq`): never the raw request path. */
  path: string;
  title: string;
  description?: string;
  image?: ShareImage;
  noindex?: boolean;
  /** The site's origin (SITE_ORIGIN), for absolute canonical and preview URLs. */
  origin: string;
};

/**
 * The head of a page: title, description, canonical, hreflang alternates (zh-HK, en-US, x-default)
 * the site icons and the link-preview card, all built from the route, so a cached copy is the same for everyone.
 */
export function PageHead({
  locale,
  path,
  title,
  description,
  image,
  noindex,
  origin,
}: PageHeadProps) {
  const url = (to: string) => new URL(to, origin).href;
  // The page's brand: "先買後付｜Konew 卡", "Buy now, pay later | Konew Card" on the card's pages,
  // "中小企貸款｜KCash", "SME loan | KCash" on the SME lender's (src/config/brands.ts).
  const pageBrandKey = pageBrand(path);
  const brand = brands[pageBrandKey].name[locale];
  const fullTitle = title ? translator(locale, 'Site')('title', { page: title, brand }) : brand;
  const picture = image ?? defaultShareImage(locale, pageBrandKey);
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      {/* The icons (public/, scripts/brand/): favicon.ico holds 16 and 32 pixels; sizes="32x32"
          keeps browsers that read SVG on the page brand's mark. */}
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link
        rel="icon"
        href={pageBrandKey === 'kcash' ? '/kcash-icon.svg' : '/icon.svg'}
        type="image/svg+xml"
      />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      <meta name="theme-color" content={brands[pageBrandKey].colours[700]} />
      <link rel="canonical" href={url(localizedPath(locale, path))} />
      <link rel="alternate" hrefLang="zh-HK" href={url(localizedPath('zh-HK', path))} />
      <link rel="alternate" hrefLang="en-US" href={url(localizedPath('en-US', path))} />
      <link rel="alternate" hrefLang="x-default" href={url(localizedPath('zh-HK', path))} />
      <meta property="og:title" content={title || fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={url(localizedPath(locale, path))} />
      <meta property="og:site_name" content={brand} />
      <meta property="og:locale" content={locale.replace('-', '_')} />
      <meta property="og:type" content="website" />
      <meta property="og:image" content={url(picture.url)} />
      <meta property="og:image:width" content={String(picture.width)} />
      <meta property="og:image:height" content={String(picture.height)} />
      <meta property="og:image:alt" content={picture.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title || fullTitle} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      <meta name="twitter:image" content={url(picture.url)} />
    </>
  );
}
