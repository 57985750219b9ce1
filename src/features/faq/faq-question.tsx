import { RichText } from '@/components/content/rich-text';
import type { AppLocale } from '@/config/locales';
import type { Faq } from '@/content/model';
import { translator } from '@/i18n/translator';

/**
 * One question that opens to its answer (no script), with a link to itself (`#slug`; a product
 * page's `#faq-slug`, so its ids never meet the page's own, e.g. the planner's sections).
 */
export function FaqQuestion({
  locale,
  faq,
  idPrefix = '',
}: {
  locale: AppLocale;
  faq: Faq;
  idPrefix?: string;
}) {
  const t = translator(locale, 'Faq');
  const id = `${idPrefix}${faq.slug}`;
  return (
    <details id={id} className="group scroll-mt-24" data-testid="faq-question">
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
        <RichText locale={locale} document={faq.answer} className="[&>p:first-child]:mt-0" />
        <p className="mt-3 text-sm">
          <a href={`#${id}`} className="text-slate-600 underline underline-offset-2">
            {t('linkToQuestion')}
          </a>
        </p>
      </div>
    </details>
  );
}
