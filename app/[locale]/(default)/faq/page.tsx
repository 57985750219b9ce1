import { env } from '@/env';
import { getTranslations } from 'next-intl/server';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { PageHeading } from '@/components/ui/page-heading';
import { getContent, isPreview } from '@/content/queries';
import { DraftBanner } from '@/components/content/draft-banner';
import { JsonLd } from '@/components/seo/json-ld';
import { RichText } from '@/components/content/rich-text';
import { ScrollSpyNav } from '@/components/content/scroll-spy-nav.client';
import { FaqDeepLink } from '@/features/faq/faq-deep-link.client';
import { faqJsonLd, groupFaqs } from '@/features/faq/faq-groups';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/components/seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/faq'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Faq' });
  return pageMetadata({
    locale,
    path: '/faq',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

/** FAQ in three categories, a scroll-spy category navigation, and a link to every question (/faq#slug). */
export default async function Page({ params }: PageProps<'/[locale]/faq'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations('Faq');
  const faqs = await (await getContent()).faqs(locale);
  const groups = groupFaqs(faqs);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <DraftBanner locale={locale} preview={await isPreview()} path="/faq" />
      <JsonLd data={faqJsonLd(faqs)} />
      <BreadcrumbJsonLd
        locale={locale}
        origin={env.SITE_ORIGIN}
        trail={[{ name: t('title'), path: '/faq' }]}
      />
      <PageHeading title={t('title')} lead={t('lead')} />
      <div className="lg:grid lg:grid-cols-[14rem_1fr] lg:gap-10">
        <ScrollSpyNav
          label={t('categoryNav')}
          items={groups.map(({ category }) => ({
            id: category,
            title: t(`categories.${category}`),
          }))}
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
                    <details
                      key={faq.id}
                      id={faq.slug}
                      className="group scroll-mt-24"
                      data-testid="faq-question"
                    >
                      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 p-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                        <span>{faq.question}</span>
                        <span
                          aria-hidden="true"
                          className="text-xl text-brand-700 transition-transform group-open:rotate-45"
                        >
                          +
                        </span>
                      </summary>
                      <div className="px-4 pb-5">
                        <RichText
                          locale={locale}
                          document={faq.answer}
                          className="[&>p:first-child]:mt-0"
                        />
                        <p className="mt-3 text-sm">
                          <a
                            href={`#${faq.slug}`}
                            className="text-slate-600 underline underline-offset-2"
                          >
                            {t('linkToQuestion')}
                          </a>
                        </p>
                      </div>
                    </details>
                  ))}
                </div>
              ) : (
                <p className="mt-4 text-slate-600">{t('none')}</p>
              )}
            </section>
          ))}
        </div>
      </div>
      <FaqDeepLink />
    </div>
  );
}
