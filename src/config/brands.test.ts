import { describe, expect, it } from 'vitest';
import { brandMarkSvg, pageBrand } from './brands';

describe('pageBrand', () => {
  it("gives the SME lender's pages to KCash and every other page to the Konew card", () => {
    for (const path of ['/sme-loan', '/sme-loan/apply', '/sme-loan/eligibility']) {
      expect(pageBrand(path), path).toBe('kcash');
    }
    for (const path of [
      '/',
      '/promotions',
      '/property-owner-loan',
      '/property-valuation',
      '/sme',
    ]) {
      expect(pageBrand(path), path).toBe('konew');
    }
    expect(pageBrand('/sme-loans')).toBe('konew');
  });

  it('draws each mark as a small standalone SVG', () => {
    for (const brand of ['konew', 'kcash'] as const) {
      const svg = brandMarkSvg(brand);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" [^>]*viewBox="0 0 64 64">/);
      expect(svg.length).toBeLessThan(600);
    }
    expect(brandMarkSvg('kcash')).toContain('<circle');
  });
});
