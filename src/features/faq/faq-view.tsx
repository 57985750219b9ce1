import { ScrollSpyNavView } from '@/components/content/scroll-spy-nav-view';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeading } from '@/components/ui/page-heading';
import type { AppLocale } from '@/config/locales';
import { faqProducts, type Faq } from '@/content/model';
import { LinkList } from '@/components/ui/link-list';
import { translator } from '@/i18n/translator';
import { faqJsonLd, groupFaqs } from './faq-groups';
import { FaqQuestion } from './faq-question';
import { PRODUCT_FAQ_ID, productFaqPaths } from './product-faq-paths';

/** Links to the questions that end each product page (`/sme-loan#faq`). */
function ProductFaqLinks({ locale }: { locale: AppLocale }) {
  const t = translator(locale, 'Faq');
  return (
    <section id="products" aria-labelledby="products-heading" className="mb-12 scroll-mt-20">
      <h2 id="products-heading" className="text-2xl font-bold text-slate-900">
        {t('productsHeading')}
      </h2>
      <p className="mt-2 text-slate-600">{t('productsLead')}</p>
      <LinkList
        locale={locale}
        links={faqProducts.map((product) => ({
          product,
          href: `${productFaqPaths[product]}#${PRODUCT_FAQ_ID}`,
        }))}
        className="mt-4 grid gap-2 sm:grid-cols-2"
        linkClassName="flex min-h-11 items-center rounded-lg border border-slate-200 px-4 font-semibold text-brand-700 underline hover:bg-brand-50"
      >
        {({ product }) => t(`products.${product}`)}
      </LinkList>
    </section>
  );
}

/** FAQ in three categories, a scroll-spy category navigation, and a link to every question (/faq#slug). */
export function FaqView({ locale, faqs }: { locale: AppLocale; faqs: Faq[] }) {
  const t = translator(locale, 'Faq');
  const groups = groupFaqs(faqs);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <JsonLd data={faqJsonLd(faqs)} />
      <PageHeading title={t('title')} lead={t('lead')} />
      <div className="lg:grid lg:grid-cols-[14rem_1fr] lg:gap-10">
        <ScrollSpyNavView
          label={t('categoryNav')}
          items={[
            ...groups.map(({ category }) => ({ id: category, title: t(`categories.${category}`) })),
            { id: 'products', title: t('productsHeading') },
          ]}
          className="sticky top-0 z-10 -mx-4 mb-6 border-b border-slate-200 bg-white px-4 py-2 lg:top-6 lg:mx-0 lg:self-start lg:border-0 lg:px-0"
        />
        <div>
          {groups.map(({ category, faqs: questions }) => (
            <section
              key={category}
              id={category}
              aria-labelledby={`${category}-heading`}
              className="mb-12 scroll-mt-20"
            >
              <h2 id={`${category}-heading`} className="text-2xl font-bold text-slate-900">
                {t(`categories.${category}`)}
              </h2>
              {questions.length ? (
                <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
                  {questions.map((faq) => (
                    <FaqQuestion key={faq.id} locale={locale} faq={faq} />
                  ))}
                </div>
              ) : (
                <p className="mt-4 text-slate-600">{t('none')}</p>
              )}
            </section>
          ))}
          <ProductFaqLinks locale={locale} />
        </div>
      </div>
    </div>
  );
}
