import type { ReactNode } from 'react';
import type { ContentImage } from '@/content/images';
import type { AppLocale } from '@/config/locales';
import { LocaleLink } from '@/i18n/locale-link';
import { ContentImg } from './content-img';
import { revealProps } from './reveal';

/**
 * A card in a list of articles or promotions: picture, badges, title (its link covers the card),
 * summary, a closing line. Styled by the `card*` utilities of globals.css: a list repeats it many
 * times in the HTML.
 */
export function ContentCard({
  locale,
  href,
  title,
  cover,
  badges,
  summary,
  meta,
  headingLevel = 3,
  priority = false,
}: {
  locale: AppLocale;
  href: string;
  title: string;
  cover?: ContentImage;
  badges?: ReactNode;
  summary?: string;
  meta: ReactNode;
  headingLevel?: 2 | 3;
  /** The card at the top of the page: its picture loads at once (it may be the largest paint). */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li {...revealProps} className={`${revealProps.className} h-full`}>
      <article className="card">
        {cover ? (
          <ContentImg image={cover} decorative priority={priority} className="card-cover" />
        ) : null}
        <div className="card-body">
          {badges ? <p className="card-badges">{badges}</p> : null}
          <Heading className="card-title">
            <LocaleLink locale={locale} href={href} className="card-link">
              {title}
            </LocaleLink>
          </Heading>
          {summary ? <p className="card-summary">{summary}</p> : null}
          <p className="card-meta">{meta}</p>
        </div>
      </article>
    </li>
  );
}
