import { getTranslations } from 'next-intl/server';
import { SectionBody, type LongFormSection } from '@/components/content/section-body';
import { TermsLayout } from '@/features/terms/terms-layout';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/components/seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/tnc/promotions-general'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Terms.general' });
  return pageMetadata({
    locale,
    path: '/tnc/promotions-general',
    title: t('title'),
    description: t('summary'),
  });
}

/** A fixed terms page: it takes priority over a content entry with the same slug (/tnc/{slug}). */
export default async function Page({ params }: PageProps<'/[locale]/tnc/promotions-general'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations('Terms.general');
  const sections = t.raw('sections') as LongFormSection[];
  return (
    <TermsLayout
      locale={locale}
      path="/tnc/promotions-general"
      title={t('title')}
      summary={t('summary')}
      sections={sections.map((s) => ({ id: s.id, title: s.heading }))}
    >
      <div data-testid="fixed-terms">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-24"
          >
            <h2
              id={`${section.id}-heading`}
              className="mt-10 text-xl font-bold text-slate-900 md:text-2xl"
            >
              {section.heading}
            </h2>
            <SectionBody
              body={section.body}
              paragraphClassName="mt-4 leading-7 text-slate-700"
              listClassName="mt-4 list-disc space-y-2 pl-6 text-slate-700"
            />
          </section>
        ))}
      </div>
    </TermsLayout>
  );
}
