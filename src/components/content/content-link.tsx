import type { ReactNode } from 'react';
import type { AppLocale } from '@/config/locales';
import { env } from '@/env';
import { safeContentHref } from '@/components/navigation/safe-url';
import { LocaleLink } from '@/i18n/locale-link';
import { unprefixedHref } from '@/i18n/locale-path';
import { translator } from '@/i18n/translator';

/**
 * A link written by an editor. Every href goes through the navigation helper's URL check: script
 * URLs are dropped (the text stays), site paths get the reader's locale, other sites open in a new tab.
 */
export function ContentLink({
  locale,
  href,
  children,
  className = 'font-medium text-brand-700 underline underline-offset-2',
}: {
  locale: AppLocale;
  href: string;
  children: ReactNode;
  className?: string;
}) {
  const safe = safeContentHref(href, env.SITE_ORIGIN);
  if (!safe) return <span>{children}</span>;
  if (safe.startsWith('/')) {
    // A path already carrying a locale prefix is given without it: Link adds the reader's own.
    const path = unprefixedHref(safe);
    return (
      <LocaleLink locale={locale} href={path} className={className}>
        {children}
      </LocaleLink>
    );
  }
  const t = translator(locale, 'ContentCommon');
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t('opensInNewTab')}</span>
    </a>
  );
}
