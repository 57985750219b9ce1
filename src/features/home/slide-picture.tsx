import type { CarouselSlide } from './carousel-slides';

/** The screens that get a slide's desktop picture; smaller ones get the mobile picture. */
export const desktopMedia = '(min-width: 768px)';
/** A slide's picture spans the screen's width, on every screen. */
export const slideSizes = '100vw';

/** A slide's one <picture>: the browser downloads the mobile or the desktop image, never both. */
export function SlidePicture({ slide, first }: { slide: CarouselSlide; first: boolean }) {
  return (
    <picture>
      <source
        media={desktopMedia}
        srcSet={slide.desktop.srcSet}
        sizes={slideSizes}
        width={slide.desktop.width}
        height={slide.desktop.height}
      />
      <img
        src={slide.mobile.src}
        srcSet={slide.mobile.srcSet}
        sizes={slideSizes}
        width={slide.mobile.width}
        height={slide.mobile.height}
        alt={slide.alt}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
        draggable={false}
        className="block h-auto w-full"
      />
    </picture>
  );
}
