import { contentImage, imageUrl } from '@/content/images';
import type { BannerSlide } from '@/content/model';
import { safeContentHref } from '@/components/navigation/safe-url';
import { unprefixedHref } from '@/i18n/locale-path';

type Picture = { src: string; width: number; height: number };

/** One slide of the home banner carousel, as its view renders it. */
export type CarouselSlide = {
  id: string;
  alt: string;
  heading?: string;
  subheading?: string;
  cta?: { label: string; href: string; external: boolean };
  desktop: Picture & { srcSet: string };
  mobile: Picture & { srcSet: string };
};

/** An image in two widths for srcset: 800 (the default) and its double for wide or dense screens. */
function picture(slide: BannerSlide, width: number) {
  const image = contentImage(slide.image, { width });
  const double = imageUrl(slide.image.url, { width: width * 2 });
  return {
    src: image.src,
    width: image.width,
    height: image.height,
    srcSet: `${image.src} ${image.width}w, ${double} ${width * 2}w`,
  };
}

/** A slide's link as the carousel needs it: a site path (no locale prefix) or another site; script URLs dropped. */
export function slideLink(
  link: string | undefined,
  origin: string,
): { href: string; external: boolean } | undefined {
  if (!link) return undefined;
  const safe = safeContentHref(link, origin);
  if (!safe) return undefined;
  if (!safe.startsWith('/')) return { href: safe, external: true };
  return { href: unprefixedHref(safe), external: false };
}

/**
 * Desktop and mobile slides are separate content types; they pair by slug, in the desktop order.
 * A slide with only one of the two images uses it at both sizes.
 */
export function toCarouselSlides(
  desktop: BannerSlide[],
  mobile: BannerSlide[],
  origin: string,
): CarouselSlide[] {
  const mobileBySlug = new Map(mobile.map((s) => [s.slug, s]));
  const desktopSlugs = new Set(desktop.map((s) => s.slug));
  const pairs: Array<[BannerSlide, BannerSlide]> = [
    ...desktop.map((d): [BannerSlide, BannerSlide] => [d, mobileBySlug.get(d.slug) ?? d]),
    ...mobile
      .filter((m) => !desktopSlugs.has(m.slug))
      .map((m): [BannerSlide, BannerSlide] => [m, m]),
  ];
  return pairs.map(([d, m]) => {
    const link = slideLink(d.link, origin);
    return {
      id: d.slug,
      alt: d.title,
      ...(d.heading ? { heading: d.heading } : {}),
      ...(d.subheading ? { subheading: d.subheading } : {}),
      ...(link && d.ctaLabel ? { cta: { label: d.ctaLabel, ...link } } : {}),
      desktop: picture(d, 800),
      mobile: picture(m, 400),
    };
  });
}
