import { isPreview } from '@/content/queries';
import { ScrollSpyNav } from '@/components/content/scroll-spy-nav.client';
import { env } from '@/env';
import { getMessages, getTranslations } from 'next-intl/server';
import { sectionBodyTags } from '@/components/content/section-body';
import { TermsLayout } from '@/features/terms/terms-layout';
import { messageKeys } from '@/i18n/message-keys';
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

const bodyTags = sectionBodyTags({
  paragraphClassName: 'mt-4 leading-7 text-slate-700',
  listClassName: 'mt-4 list-disc space-y-2 pl-6 text-slate-700',
});

/** A fixed terms page: it takes priority over a content entry with the same slug (/tnc/{slug}). */
export default async function Page({ params }: PageProps<'/[locale]/tnc/promotions-general'>) {
  const locale = await resolvePageLocale(params);
  const [t, messages] = await Promise.all([getTranslations('Terms.general'), getMessages()]);
  const sections = messageKeys(messages.Terms.general.sections);
  return (
    <TermsLayout
      locale={locale}
      origin={env.SITE_ORIGIN}
      preview={await isPreview()}
      SectionNav={ScrollSpyNav}
      path="/tnc/promotions-general"
      title={t('title')}
      summary={t('summary')}
      sections={sections.map((id) => ({ id, title: t(`sections.${id}.heading`) }))}
    >
      <div data-testid="fixed-terms">
        {sections.map((id) => (
          <section key={id} id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
            <h2 id={`${id}-heading`} className="mt-10 text-xl font-bold text-slate-900 md:text-2xl">
              {t(`sections.${id}.heading`)}
            </h2>
            {t.rich(`sections.${id}.body`, bodyTags)}
          </section>
        ))}
      </div>
    </TermsLayout>
  );
}
