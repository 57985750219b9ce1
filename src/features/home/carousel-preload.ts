import type { CarouselSlide } from './carousel-slides';
import { desktopMedia, slideSizes } from './slide-picture';

/**
 * The head's preloads of the first slide's picture, the page's largest content, which sits in a
 * <picture> the browser finds only in the body. One per screen width, with the media and sizes of
 * the slide's <source> and <img>: a phone fetches its own picture only, at the width the <img> asks.
 * Attributes for plain <link> elements (React would lift a rendered preload out of the markup).
 */
export function carouselPreloads(slides: CarouselSlide[]) {
  const [first] = slides;
  if (!first) return [];
  return [
    { picture: first.mobile, media: `not all and ${desktopMedia}` },
    { picture: first.desktop, media: desktopMedia },
  ].map(({ picture, media }) => ({
    rel: 'preload',
    as: 'image',
    href: picture.src,
    imagesrcset: picture.srcSet,
    imagesizes: slideSizes,
    fetchpriority: 'high',
    media,
  }));
}
