import { getLocale, getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/config/site';
import type { TextPageNamespace } from '@/config/text-pages';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { PageHeading } from '@/components/ui/page-heading';
import { SectionBody, type LongFormSection } from './section-body';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/components/seo/page-metadata';

/** Fills the site-configuration placeholders that page copy may contain. */
export function fillPlaceholders(text: string, locale: 'zh-HK' | 'en-US'): string {
  const values: Record<string, string> = {
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
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A long-form page whose copy lives in one messages namespace (title, lead and sections), at `path` (unprefixed). */
export async function TextPage({
  namespace,
  path,
  underTitle,
  children,
}: {
  namespace: TextPageNamespace;
  path: string;
  /** Shown directly under the title, e.g. the licensed lender on a product page. */
  underTitle?: ReactNode;
  children?: ReactNode;
}) {
  const [t, common, locale] = await Promise.all([
    getTranslations(namespace),
    getTranslations('Common'),
    getLocale(),
  ]);
  const fill = (text: string) => fillPlaceholders(text, locale);
  const sections = t.raw('sections') as LongFormSection[];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <BreadcrumbJsonLd locale={locale} trail={[{ name: fill(t('title')), path }]} />
      <PageHeading title={fill(t('title'))} lead={fill(t('lead'))} under={underTitle} />
      {children}
      {sections.length > 3 ? (
        <nav
          aria-label={common('onThisPage')}
          className="mt-8 rounded-lg border border-slate-200 p-4"
        >
          <h2 className="text-sm font-semibold text-slate-600">{common('onThisPage')}</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-brand-700 underline-offset-2 hover:underline"
                >
                  {fill(section.heading)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-8 scroll-mt-20"
        >
          <h2 id={`${section.id}-heading`} className="text-xl font-semibold">
            {fill(section.heading)}
          </h2>
          <SectionBody
            body={section.body}
            fill={fill}
            paragraphClassName="mt-3 leading-7 text-slate-700"
            listClassName="mt-3 list-disc space-y-1 pl-6 leading-7 text-slate-700"
          />
        </section>
      ))}
    </article>
  );
}

/** Page metadata for a text page: its own title and description, canonical and alternates. */
export async function textPageMetadata(
  params: Promise<{ locale: string }>,
  namespace: TextPageNamespace,
  path: string,
): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace });
  return pageMetadata({ locale, path, title: t('metaTitle'), description: t('metaDescription') });
}
