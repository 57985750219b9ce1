import { type AppLocale, defaultLocale, locales } from '@/config/locales';

export type PageRef = { page: string; locale: AppLocale };

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a malformed escape: keep the path as it came
  }
}

/** The spec's page name: `/` is `homepage`; otherwise outer slashes go and inner slashes become hyphens. */
export function pageName(path: string): string {
  const trimmed = decoded(path).replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'homepage' : trimmed.replaceAll('/', '-');
}

/**
 * The page and locale of a URL path. The locale prefix (`/en-US`) is not part of the name, so one
 * page has one name in both languages; the locale travels as its own property.
 */
export function pageOf(pathname: string): PageRef {
  for (const locale of locales) {
    const prefix = `/${locale}`;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`))
      return { page: pageName(pathname.slice(prefix.length)), locale };
  }
  return { page: pageName(pathname), locale: defaultLocale };
}
