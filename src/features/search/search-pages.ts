import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { textPages } from '@/config/text-pages';
import { messageTextsFor } from '@/i18n/messages-for';
import type { SearchDocument } from './search-document';

type Messages = ReturnType<typeof messageTextsFor>;

/** The site's fixed pages the search lists, by the namespace that holds their title and lead. */
const pageNamespaces: ReadonlyArray<readonly [path: string, namespace: keyof Messages]> = [
  ['/', 'Home'],
  ['/InstallmentIntroRoute', 'InstalmentIntroPage'],
  ['/download_app', 'DownloadApp'],
  ['/active_card', 'ActiveCardPage'],
  ['/features/free-smart-credit-report', 'CreditReportPage'],
  ['/account_delete', 'AccountDeletePage'],
  ['/store-address', 'StoreAddress'],
  ['/sme-loan', 'SmeLoanPage'],
  ['/sme-loan/apply', 'SmeApplication'],
  ['/property-valuation', 'PropertyValuation'],
  ['/property-owner-loan', 'OwnerLoan'],
  ['/blog', 'Blog'],
  ['/promotions', 'Promotions'],
  ['/campaign', 'Campaign'],
  ['/faq', 'Faq'],
  ...Object.entries(textPages).map(([slug, namespace]) => [`/${slug}`, namespace] as const),
];

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A message's text with its arguments filled in (the brand, the approval days) and tags removed. */
function filled(value: unknown, locale: AppLocale): string {
  if (typeof value !== 'string') return '';
  const values: Record<string, string> = {
    brand: site.smeBrand[locale],
    days: String(site.sme.approvalWorkingDays),
  };
  return plain(value.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? ''));
}

/** Section headings and bodies of a long-form page (`sections.{id}.heading` and `.body`). */
function sectionText(sections: unknown, locale: AppLocale): string {
  if (!sections || typeof sections !== 'object') return '';
  return Object.values(sections)
    .flatMap((s: unknown) =>
      s && typeof s === 'object'
        ? [filled(Reflect.get(s, 'heading'), locale), filled(Reflect.get(s, 'body'), locale)]
        : [],
    )
    .join(' ');
}

/** The fixed pages as search documents: title, then description, lead and long-form sections. */
export function pageDocuments(locale: AppLocale): SearchDocument[] {
  const messages = messageTextsFor(locale);
  return pageNamespaces.map(([path, namespace]) => {
    const copy: Record<string, unknown> = messages[namespace];
    const title = filled(copy.metaTitle ?? copy.title, locale);
    const text = [copy.metaDescription, copy.title, copy.lead]
      .map((value) => filled(value, locale))
      .concat(sectionText(copy.sections, locale))
      .filter(Boolean)
      .join(' ');
    return { id: `page:${path}`, type: 'page', title, text, path };
  });
}
