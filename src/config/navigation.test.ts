import { describe, expect, it } from 'vitest';
import { currentMark, headerAction } from './navigation';

describe('header call to action', () => {
  it.each([
    ['/sme-loan', '/sme-loan/apply'],
    ['/sme-loan/eligibility', '/sme-loan/apply'],
    ['/property-owner-loan', '/property-owner-loan/apply'],
    ['/property-valuation/abc', '/property-owner-loan/apply'],
  ])('asks for an application on the loan page %s', (path, href) => {
    expect(headerAction(path)).toEqual({ href, key: 'apply' });
  });

  it.each(['/', '/promotions', '/blog/x', '/faq', '/404', '/sme-loans'])(
    'asks for the app on the card page %s',
    (path) => expect(headerAction(path)).toEqual({ href: '/download_app', key: 'download' }),
  );
});

describe('current page mark', () => {
  it('is "page" on the page itself, "true" under it, none elsewhere', () => {
    expect(currentMark('/blog', '/blog')).toBe('page');
    expect(currentMark('/blog', '/blog/news')).toBe('true');
    expect(currentMark('/blog', '/blogger')).toBeUndefined();
    expect(currentMark('/faq', '/')).toBeUndefined();
  });
});
