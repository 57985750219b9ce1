import { describe, expect, it } from 'vitest';
import { branches } from './branch-data';
import { serializeJsonLd } from '@/components/seo/json-ld';
import { branchesJsonLd } from './branch-json-ld';

describe('branchesJsonLd', () => {
  const ld = branchesJsonLd(branches, 'en-US', 'https://example.com', '/en-US/store-address', [
    '2026-10-01',
  ]);
  const byId = (id: string) =>
    ld['@graph'].find((item) => item['@id'].endsWith(`#${id}`)) as
      | { openingHoursSpecification: object[]; specialOpeningHoursSpecification: object[] }
      | undefined;

  it('describes every branch as a LocalBusiness', () => {
    const businesses = ld['@graph'].filter((item) => item['@type'] === 'LocalBusiness');
    expect(businesses).toHaveLength(8);
  });

  it('gives weekday hours to all and Saturday hours to Sha Tin only', () => {
    expect(byId('sha-tin')?.openingHoursSpecification).toHaveLength(2);
    expect(byId('sha-tin')?.openingHoursSpecification[1]).toMatchObject({
      opens: '09:00',
      closes: '13:00',
    });
    expect(byId('tai-po')?.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: expect.arrayContaining(['https://schema.org/Monday']),
        opens: '09:00',
        closes: '19:00',
      }),
    ]);
  });

  it('lists holidays as closed days, once, referred to by every branch', () => {
    const closed = 'https://example.com/en-US/store-address#closed-2026-10-01';
    expect(byId('closed-2026-10-01')).toMatchObject({
      '@type': 'OpeningHoursSpecification',
      validFrom: '2026-10-01',
      validThrough: '2026-10-01',
      opens: '00:00',
      closes: '00:00',
    });
    expect(byId('central')?.specialOpeningHoursSpecification).toEqual([{ '@id': closed }]);
    expect(byId('tai-po')?.specialOpeningHoursSpecification).toEqual([{ '@id': closed }]);
    expect(ld['@graph']).toHaveLength(9);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});
