import { cardArt } from '@/config/brands';
import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';

/**
 * The Konew card's face (public/konew-card.svg, no text in it), named in the page's language. Its
 * width and height hold the space before it loads; it loads when near the screen, with no script.
 */
export function CardArt({ locale, className }: { locale: AppLocale; className?: string }) {
  return (
    <img
      src={cardArt.src}
      width={cardArt.width}
      height={cardArt.height}
      alt={translator(locale, 'Common')('cardArtAlt')}
      loading="lazy"
      decoding="async"
      className={`h-auto drop-shadow-xl ${className ?? ''}`}
      data-testid="card-art"
    />
  );
}
