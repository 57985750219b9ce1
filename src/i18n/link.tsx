import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import type { AppLocale } from '@/config/locales';
import { localizedPath } from './localized-path';

type Href = ComponentProps<typeof NextLink>['href'];

/**
 * next/link to a site path in the page's locale (zh-HK unprefixed, en-US under /en-US), for server
 * components. next-intl's Link (even importing createNavigation here) brings its client BaseLink,
 * which reads the locale from the client provider and so puts the message formatter on every page.
 */
export async function Link({ href, ...rest }: ComponentProps<typeof NextLink>) {
  const locale = await getLocale();
  return <NextLink href={localizedHref(href, locale)} {...rest} />;
}

function localizedHref(href: Href, locale: AppLocale): Href {
  const localize = (path: string) =>
    path.startsWith('/') && !path.startsWith('//') ? localizedPath(locale, path) : path;
  if (typeof href === 'string') return localize(href);
  return href.pathname ? { ...href, pathname: localize(href.pathname) } : href;
}
