import type { ReactNode } from 'react';
import type { AppLocale } from '@/config/locales';
import { currentMark } from '@/config/navigation';
import { LocaleLink } from '@/i18n/locale-link';

/**
 * A list of links to site paths in the page's locale (the header's and footer's navigation, the
 * search page's way on, the FAQ's product links, the home page's property cards): one `<li>` and
 * LocaleLink a link, every link styled alike.
 */
export function LinkList<Link extends { href: string }>({
  locale,
  links,
  className,
  linkClassName,
  path,
  attributes,
  children,
}: {
  locale: AppLocale;
  links: readonly Link[];
  /** The list's classes. */
  className: string;
  /** Each link's classes. */
  linkClassName: string;
  /** The page's path without its locale prefix: marks the link to it (or its section) aria-current. */
  path?: string;
  /** Each link's further attributes (analytics data), after its classes. */
  attributes?: (link: Link) => Record<string, string>;
  /** What each link says. */
  children: (link: Link) => ReactNode;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <LocaleLink
            locale={locale}
            href={link.href}
            aria-current={path === undefined ? undefined : currentMark(link.href, path)}
            className={linkClassName}
            {...attributes?.(link)}
          >
            {children(link)}
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}
