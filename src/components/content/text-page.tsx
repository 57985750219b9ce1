import { PageFrame } from '@/components/layout/page-frame';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import type { TextPageNamespace } from '@/config/text-pages';
import { PageHeading } from '@/components/ui/page-heading';
import { sectionBodyTags } from './section-body';
import { messageKeys } from '@/i18n/message-keys';
import { messagesFor } from '@/i18n/messages-for';
import { translator } from '@/i18n/translator';

/** The site-configuration values that page copy may name as ICU arguments (`{licenceNo}`). */
function siteValues(locale: AppLocale) {
  return {
    licensedName: site.licensedName[locale],
    licenceNo: site.moneyLenderLicenceNo,
    complaintsHotline: site.complaintsHotline,
    csHotline: site.customerServiceHotline,
    csEmail: site.customerServiceEmail,
    privacyEmail: site.privacyOfficerEmail,
    headOffice: site.headOffice[locale],
    cardBrand: site.cardBrand[locale],
    smeBrand: site.smeBrand[locale],
  };
}

const bodyTags = sectionBodyTags({
  paragraphClassName: 'mt-3 leading-7 text-slate-700',
  listClassName: 'mt-3 list-disc space-y-1 pl-6 leading-7 text-slate-700',
});

/**
 * A long-form page whose copy lives in one messages namespace (title, lead and sections), at `path`
 * (unprefixed). `origin` is the site's, for the breadcrumb's absolute URLs.
 */
export function TextPage({
  locale,
  origin,
  namespace,
  path,
  underTitle,
  children,
}: {
  locale: AppLocale;
  origin: string;
  namespace: TextPageNamespace;
  path: string;
  /** Shown directly under the title, e.g. the licensed lender on a product page. */
  underTitle?: ReactNode;
  children?: ReactNode;
}) {
  const t = translator(locale, namespace);
  const common = translator(locale, 'Common');
  const values = siteValues(locale);
  const sections = messageKeys(messagesFor(locale)[namespace].sections);
  return (
    <PageFrame
      as="article"
      locale={locale}
      origin={origin}
      trail={[{ name: t('title', values), path }]}
    >
      <PageHeading title={t('title', values)} lead={t('lead', values)} under={underTitle} />
      {children}
      {sections.length > 3 ? (
        <nav
          aria-label={common('onThisPage')}
          className="mt-8 rounded-lg border border-slate-200 p-4"
        >
          <h2 className="text-sm font-semibold text-slate-600">{common('onThisPage')}</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {sections.map((id) => (
              <li key={id}>
                <a href={`#${id}`} className="text-brand-700 underline-offset-2 hover:underline">
                  {t(`sections.${id}.heading`, values)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((id) => (
        <section key={id} id={id} aria-labelledby={`${id}-heading`} className="mt-8 scroll-mt-20">
          <h2 id={`${id}-heading`} className="text-xl font-semibold">
            {t(`sections.${id}.heading`, values)}
          </h2>
          {t.rich(`sections.${id}.body`, { ...values, ...bodyTags })}
        </section>
      ))}
    </PageFrame>
  );
}
