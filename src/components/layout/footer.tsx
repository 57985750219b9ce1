import type { AppLocale } from '@/config/locales';
import { footerLinks } from '@/config/navigation';
import { site } from '@/config/site';
import { LinkList } from '@/components/ui/link-list';
import { translator } from '@/i18n/translator';
import { RiskWarning } from './risk-warning';

/** The footer's id: the first paint waits until the parser reaches it. */
const footerId = 'site-footer';

/**
 * For the head of a page with the footer: holds the first paint until the parser reaches the footer.
 * On a slow phone the parser yields part-way through a long page, and the browser painted the header
 * and the top of the page first, then laid the page out again in a long task after that paint.
 * Browsers without `rel="expect"` (Safari, Firefox) ignore it; it only works in the head.
 */
export function FooterExpected() {
  return <link rel="expect" href={`#${footerId}`} blocking="render" />;
}

/** The last block of every page with a header or brand bar (its head has `FooterExpected`). */
export function Footer({ locale }: { locale: AppLocale }) {
  const t = translator(locale, 'Footer');
  return (
    <footer
      id={footerId}
      className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-700"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-2">
        <RiskWarning locale={locale} />
        <div className="space-y-3">
          <nav aria-label={t('linksLabel')}>
            <LinkList
              locale={locale}
              links={footerLinks}
              className="grid grid-cols-2 gap-x-4 gap-y-1"
              linkClassName="underline-offset-2 hover:underline"
            >
              {({ key }) => t(`links.${key}`)}
            </LinkList>
          </nav>
          <p>{t('headOffice', { address: site.headOffice[locale] })}</p>
          <p>
            {t('customerService', {
              phone: site.customerServiceHotline,
              email: site.customerServiceEmail,
            })}
          </p>
          <p>{t('copyright', { year: 2026, name: site.licensedName[locale] })}</p>
        </div>
      </div>
    </footer>
  );
}
