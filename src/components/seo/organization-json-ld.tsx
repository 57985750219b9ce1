import { site } from '@/config/site';
import type { AppLocale } from '@/config/locales';
import { env } from '@/env';
import { JsonLd } from './json-ld';

/** The lender as a FinancialService (Organization) for search engines. */
export function OrganizationJsonLd({ locale }: { locale: AppLocale }) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'FinancialService',
        name: site.licensedName[locale],
        alternateName: site.cardBrand[locale],
        url: new URL(locale === 'en-US' ? '/en-US' : '/', env.SITE_ORIGIN).href,
        telephone: `+852 ${site.customerServiceHotline}`,
        email: site.customerServiceEmail,
        address: {
          '@type': 'PostalAddress',
          streetAddress: site.headOffice[locale],
          addressLocality: 'Central',
          addressRegion: 'Hong Kong',
          addressCountry: 'HK',
        },
        areaServed: 'HK',
        hasCredential: {
          '@type': 'EducationalOccupationalCredential',
          name: `Money Lender's Licence No. ${site.moneyLenderLicenceNo}`,
        },
      }}
    />
  );
}
