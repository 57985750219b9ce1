import type { PageHeadProps } from '@/components/seo/page-head';

/**
 * A layout's props: the page head less what the request gives. The locale and the path come from
 * the route (`Astro.locals`, src/middleware/index.ts); only the error pages, rendered for any path,
 * name them.
 */
export type LayoutProps = Omit<PageHeadProps, 'origin' | 'locale' | 'path'> &
  Partial<Pick<PageHeadProps, 'locale' | 'path'>>;
