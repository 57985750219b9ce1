import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import type { Branch } from './branch-data';
import { addDays, weekdayOf, type DateKey } from '@/lib/hong-kong-time';

// Day names as Google's LocalBusiness documentation writes them (the full schema.org URL in each
// branch's hours was a fifth of the page's structured data).
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/**
 * Consecutive holidays as closed periods: a day joins the period before it when it follows it, or
 * follows it after a Sunday (closed anyway), as Easter's Friday, Saturday and Monday do.
 */
function closedPeriods(holidays: readonly DateKey[]): Array<{ from: DateKey; through: DateKey }> {
  const periods: Array<{ from: DateKey; through: DateKey }> = [];
  for (const date of [...holidays].sort()) {
    const last = periods.at(-1);
    const next = last && addDays(last.through, 1);
    if (last && next && (date === next || (weekdayOf(next) === 0 && date === addDays(next, 1)))) {
      last.through = date;
    } else periods.push({ from: date, through: date });
  }
  return periods;
}

/**
 * schema.org LocalBusiness for each branch with its opening hours; holidays are listed as
 * special closed days (opens = closes = 00:00 is how schema.org writes "closed"). Each closed period
 * is one node of the graph that every branch refers to by an @id relative to the page (JSON-LD
 * resolves it against the document's URL): written out per branch, or with the full URL in every
 * reference, they were most of the page's structured data, which the page also carries in its React
 * payload.
 */
export function branchesJsonLd(
  list: readonly Branch[],
  locale: AppLocale,
  origin: string,
  pagePath: string,
  holidays: readonly DateKey[],
) {
  const closedDays = closedPeriods(holidays).map(({ from, through }) => ({
    '@type': 'OpeningHoursSpecification',
    '@id': `#closed-${from}`,
    validFrom: from,
    validThrough: through,
    opens: '00:00',
    closes: '00:00',
  }));
  return {
    '@context': 'https://schema.org',
    '@graph': [
      ...list.map((branch) => ({
        '@type': 'LocalBusiness',
        '@id': `#${branch.id}`,
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
                  dayOfWeek: 'Saturday',
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
