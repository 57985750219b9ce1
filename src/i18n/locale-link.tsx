import type { AnchorHTMLAttributes } from 'react';
import type { AppLocale } from '@/config/locales';
import { localizedPath } from './locale-path';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { locale: AppLocale; href: string };

/**
 * A plain link to a site path in the page's locale (zh-HK unprefixed, en-US under /en-US); other
 * hrefs (`#id`, `https://…`, `tel:`) are kept as they are. No router: a page is a document.
 */
export function LocaleLink({ locale, href, children, ...rest }: Props) {
  const target =
    href.startsWith('/') && !href.startsWith('//') ? localizedPath(locale, href) : href;
  return (
    <a href={target} {...rest}>
      {children}
    </a>
  );
}
