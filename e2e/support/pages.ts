import type { APIRequestContext } from '@playwright/test';

/** The pages of the foundation issue, by unprefixed path. `layout` is the spec's layout name. */
export const foundationPages = [
  { path: '/', layout: 'default' },
  { path: '/about-us', layout: 'default' },
  { path: '/contact-us', layout: 'default' },
  { path: '/privacy', layout: 'default' },
  { path: '/privacy_policy_web', layout: 'default' },
  { path: '/disclaimer', layout: 'default' },
  { path: '/legal', layout: 'default' },
  { path: '/loan-application-terms', layout: 'default' },
  { path: '/download_app', layout: 'default' },
  { path: '/active_card', layout: 'default' },
  { path: '/features/free-smart-credit-report', layout: 'default' },
  { path: '/InstallmentIntroRoute', layout: 'default' },
  { path: '/account_delete', layout: 'default' },
  { path: '/tester', layout: 'default' },
  { path: '/payment_success', layout: 'none' },
  { path: '/mall', layout: 'empty' },
] as const;

export const locales = [
  { locale: 'zh-HK', prefix: '' },
  { locale: 'en-US', prefix: '/en-US' },
] as const;

export function localized(prefix: string, path: string): string {
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * `list` in groups of `size`. A read-only check walks a group in one browser page, a step per page:
 * a fresh context and page per check cost more than the check (issue 32, CI time).
 */
export function inGroups<T>(list: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let at = 0; at < list.length; at += size) groups.push(list.slice(at, at + size));
  return groups;
}

/** Every page path the sitemap lists (both locales), in its order. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => new URL(url).pathname);
}
