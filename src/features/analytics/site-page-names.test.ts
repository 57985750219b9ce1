import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { textPages } from '@/config/text-pages';
import { pageOf } from './page-name';
import { looksPersonal } from './personal-data';
import { FIXED_PAGES, isSitePageName } from './site-page-names';

/** Astro's page routes: one file serves both locales (the locale is the optional first segment). */
const pagesDir = path.join(import.meta.dirname, '../../pages/[...locale]');

/** A sample value for each dynamic segment of a route. */
const samples: Record<string, string[]> = {
  '[slug]': ['weekend-dining-offer', 'airline_mcc_dpp'],
  '[topic]': ['money-tips'],
  '[page]': ['2'],
  '[encoded]': ['Vq3kR8wN2xLp5tYb7cHs1A'],
  '[textPage]': Object.keys(textPages),
};

/** A path for every page route of the site (its locale segment left out). */
function pagePaths(): string[] {
  const files = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => path.extname(file) === '.astro',
  );
  return files.flatMap((file) => {
    const segments = file
      .replace(/\.astro$/, '')
      .split(path.sep)
      .filter((segment) => segment !== 'index');
    let paths = [''];
    for (const segment of segments) {
      const values = samples[segment] ?? [segment];
      paths = paths.flatMap((prefix) => values.map((value) => `${prefix}/${value}`));
    }
    return paths.map((route) => route || '/');
  });
}

describe('isSitePageName', () => {
  it('has fixed page names that never look personal (page-name.ts sends them unchecked)', () => {
    expect(FIXED_PAGES.size).toBeGreaterThan(20);
    for (const name of FIXED_PAGES) expect(looksPersonal(name), name).toBe(false);
  });

  it('knows the name of every page route of the site, in both locales', () => {
    const paths = pagePaths();
    expect(paths.length).toBeGreaterThan(30);
    for (const route of paths) {
      expect(pageOf(route).page, route).not.toBe('404');
      expect(isSitePageName(pageOf(`/en-US${route === '/' ? '' : route}`).page), route).toBe(true);
    }
  });

  it.each([
    'homepage',
    '404',
    'InstallmentIntroRoute',
    'blog-topic-money-tips-page-2',
    'tnc-promotions-general',
    'promotion_material-apple_pay',
    'about-us',
  ])('accepts %s', (name) => expect(isSitePageName(name)).toBe(true));

  it.each([
    '',
    'Homepage',
    'homepage ',
    'blog-',
    'blog-Chan',
    'blog--x',
    'blog-信用卡',
    'en-USA-page',
    'no-such-page',
    'a'.repeat(20),
    `blog-${'a'.repeat(140)}`,
    'blog-x%40y',
    'A123456(7)',
  ])('refuses %j', (name) => expect(isSitePageName(name)).toBe(false));
});
