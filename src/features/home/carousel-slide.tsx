import Link from 'next/link';
import type { CarouselSlide } from './banner-carousel.client';
import { SlidePicture } from './slide-picture';

/**
 * One slide's picture (mobile or desktop image, never both; left out until the slide may be shown:
 * use-slide-pictures.ts) and its caption with the call to action.
 */
export function CarouselSlideView({
  slide,
  first,
  picture,
}: {
  slide: CarouselSlide;
  first: boolean;
  picture: boolean;
}) {
  return (
    <>
      {picture ? <SlidePicture slide={slide} first={first} /> : null}
      <div className="absolute inset-x-3 bottom-14 rounded-xl bg-white/90 p-4 md:inset-x-auto md:top-1/2 md:bottom-auto md:left-8 md:max-w-md md:-translate-y-1/2 md:p-6 lg:left-16">
        {slide.heading ? (
          <p className="text-xl font-bold text-slate-900 md:text-3xl">{slide.heading}</p>
        ) : null}
        {slide.subheading ? (
          <p className="mt-2 text-sm text-slate-700 md:text-base">{slide.subheading}</p>
        ) : null}
        {slide.cta ? (
          slide.cta.external ? (
            <a
              href={slide.cta.href}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900"
            >
              {slide.cta.label}
            </a>
          ) : (
            <Link
              href={slide.cta.href}
              prefetch={false}
              className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900"
              data-section="carousel"
              data-action={slide.id}
            >
              {slide.cta.label}
            </Link>
          )
        ) : null}
      </div>
    </>
  );
}
