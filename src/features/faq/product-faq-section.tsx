import { JsonLd } from '@/components/seo/json-ld';
import type { AppLocale } from '@/config/locales';
import type { Faq } from '@/content/model';
import { LocaleLink } from '@/i18n/locale-link';
import { translator } from '@/i18n/translator';
import { faqJsonLd } from './faq-groups';
import { FaqQuestion } from './faq-question';
import { PRODUCT_FAQ_ID } from './product-faq-paths';

/** The questions that end a product page (`#faq`), as FAQPage structured data too. */
export function ProductFaqSection({ locale, faqs }: { locale: AppLocale; faqs: readonly Faq[] }) {
  if (faqs.length === 0) return null;
  const t = translator(locale, 'Faq');
  return (
    <section
      id={PRODUCT_FAQ_ID}
      aria-labelledby={`${PRODUCT_FAQ_ID}-heading`}
      className="mx-auto max-w-4xl scroll-mt-20 px-4 py-10"
      data-testid="product-faq"
    >
      <JsonLd data={faqJsonLd(faqs)} />
      <h2 id={`${PRODUCT_FAQ_ID}-heading`} className="text-2xl font-bold text-slate-900">
        {t('productTitle')}
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {faqs.map((faq) => (
          <FaqQuestion key={faq.id} locale={locale} faq={faq} idPrefix={`${PRODUCT_FAQ_ID}-`} />
        ))}
      </div>
      <p className="mt-4">
        <LocaleLink locale={locale} href="/faq" className="text-brand-700 underline">
          {t('allQuestions')}
        </LocaleLink>
      </p>
    </section>
  );
}
