import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import type { Branch } from './branch-data';
import type { DateKey } from './hong-kong-time';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
  (day) => `https://schema.org/${day}`,
);

/**
 * schema.org LocalBusiness for each branch with its opening hours; holidays are listed as
 * special closed days (opens = closes = 00:00 is how schema.org writes "closed"). Each closed day
 * is one node of the graph that every branch refers to by @id: written out per branch they made
 * the page 58 KB heavier (twice, as the JSON-LD is also in the page's React payload).
 */
export function branchesJsonLd(
  list: readonly Branch[],
  locale: AppLocale,
  origin: string,
  pagePath: string,
  holidays: readonly DateKey[],
) {
  const closedDays = holidays.map((date) => ({
    '@type': 'OpeningHoursSpecification',
    '@id': `${origin}${pagePath}#closed-${date}`,
    validFrom: date,
    validThrough: date,
    opens: '00:00',
    closes: '00:00',
  }));
  return {
    '@context': 'https://schema.org',
    '@graph': [
      ...list.map((branch) => ({
        '@type': 'LocalBusiness',
        '@id': `${origin}${pagePath}#${branch.id}`,
        name: `${site.licensedName[locale]} - ${branch.name[locale]}`,
        url: `${origin}${pagePath}#${branch.id}`,
        telephone: `+852 ${branch.phone}`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: branch.address[locale],
          addressRegion: branch.region,
          addressCountry: 'HK',
        },
        geo: { '@type': 'GeoCoordinates', latitude: branch.lat, longitude: branch.lng },
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: weekdays,
            opens: branch.weekdays.opens,
            closes: branch.weekdays.closes,
          },
          ...(branch.saturday
            ? [
                {
                  '@type': 'OpeningHoursSpecification',
                  dayOfWeek: 'https://schema.org/Saturday',
                  opens: branch.saturday.opens,
                  closes: branch.saturday.closes,
                },
              ]
            : []),
        ],
        specialOpeningHoursSpecification: closedDays.map((day) => ({ '@id': day['@id'] })),
      })),
      ...closedDays,
    ],
  };
}
