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
        dayOfWeek: expect.arrayContaining(['Monday']),
        opens: '09:00',
        closes: '19:00',
      }),
    ]);
  });

  it('lists holidays as closed days, once, referred to by every branch', () => {
    // Relative to the page (JSON-LD resolves it against the document's URL): written out absolute
    // in each branch's list, the references were half of the page's structured data.
    const closed = '#closed-2026-10-01';
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

  it('writes a run of holidays, with the Sunday inside it, as one closed period', () => {
    // Lunar New Year 2027: Saturday 6, (Sunday 7), Monday 8 and Tuesday 9 February.
    const run = branchesJsonLd(branches, 'zh-HK', 'https://example.com', '/store-address', [
      '2027-02-06',
      '2027-02-08',
      '2027-02-09',
      '2027-03-26',
      '2027-03-27',
      '2027-03-29',
      '2027-04-05',
    ]);
    const closed = run['@graph'].filter((item) => item['@id'].startsWith('#closed-'));
    expect(closed).toEqual([
      expect.objectContaining({ validFrom: '2027-02-06', validThrough: '2027-02-09' }),
      expect.objectContaining({ validFrom: '2027-03-26', validThrough: '2027-03-29' }),
      expect.objectContaining({ validFrom: '2027-04-05', validThrough: '2027-04-05' }),
    ]);
    const shaTin = run['@graph'].find((item) => item['@id'].endsWith('#sha-tin')) as
      { specialOpeningHoursSpecification: object[] } | undefined;
    expect(shaTin?.specialOpeningHoursSpecification).toEqual([
      { '@id': '#closed-2027-02-06' },
      { '@id': '#closed-2027-03-26' },
      { '@id': '#closed-2027-04-05' },
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});
