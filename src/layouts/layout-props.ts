import type { PageHeadProps } from '@/components/seo/page-head';
import type { MetaNamespace } from '@/i18n/page-meta';

/**
 * A layout's props: the page head less what the request gives. The locale and the path come from
 * the route (`Astro.locals`, src/middleware/index.ts); only the error pages, rendered for any path,
 * name them. A page whose title and description are its namespace's `metaTitle` and
 * `metaDescription` names the namespace (`meta`).
 */
export type LayoutProps = Omit<PageHeadProps, 'origin' | 'locale' | 'path' | 'title'> &
  Partial<Pick<PageHeadProps, 'locale' | 'path'>> &
  ({ title: string; meta?: never } | { meta: MetaNamespace; title?: never });
