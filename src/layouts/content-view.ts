import type { AppLocale } from '@/config/locales';
import { shareImage } from '@/content/images';
import type { ContentAsset } from '@/content/model';
import { env } from '@/env';

/**
 * What a route gives every content view: the page's locale, the site's origin (the JSON-LD's
 * absolute URLs) and whether drafts are shown (the banner says so).
 */
export const contentView = (locals: { locale: AppLocale; preview: boolean }) => ({
  locale: locals.locale,
  origin: env.SITE_ORIGIN,
  preview: locals.preview,
});

/** The head of an entry's own page: its title and summary, and its cover as the link preview. */
export const entryHead = (entry: {
  title: string;
  summary: string;
  coverImage?: ContentAsset;
}) => ({
  title: entry.title,
  description: entry.summary,
  ...(entry.coverImage ? { image: shareImage(entry.coverImage, entry.title) } : {}),
});
