import { getTranslations } from 'next-intl/server';
import { TermsLayout } from '@/features/terms/terms-layout';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

type Section = { id: string; heading: string; paragraphs: string[]; items?: string[] };

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
  const sections = t.raw('sections') as Section[];
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
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-7 text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.items ? (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </TermsLayout>
  );
}
