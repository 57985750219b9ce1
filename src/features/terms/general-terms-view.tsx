import type { AppLocale } from '@/config/locales';
import { sectionBodyTags } from '@/components/content/section-body';
import { messageKeys } from '@/i18n/message-keys';
import { messagesFor } from '@/i18n/messages-for';
import { translator } from '@/i18n/translator';
import { TermsLayout } from './terms-layout';

const bodyTags = sectionBodyTags({
  paragraphClassName: 'mt-4 leading-7 text-slate-700',
  listClassName: 'mt-4 list-disc space-y-2 pl-6 text-slate-700',
});

/** The fixed general promotion terms (/tnc/promotions-general), copy from messages (Terms.general). */
export function GeneralTermsView({
  locale,
  origin,
  preview,
}: {
  locale: AppLocale;
  origin: string;
  preview: boolean;
}) {
  const t = translator(locale, 'Terms.general');
  const sections = messageKeys(messagesFor(locale).Terms.general.sections);
  return (
    <TermsLayout
      locale={locale}
      origin={origin}
      preview={preview}
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
