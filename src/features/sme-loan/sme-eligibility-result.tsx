import { ButtonLinkView } from '@/components/ui/button-link-view';
import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';
import { questionId } from './sme-eligibility-form';
import { applyQuery, type EligibilityRead } from './sme-eligibility-query';
import { assessEligibility, eligibilityQuestions } from './sme-eligibility-rules';

const box = 'mt-10 scroll-mt-20 rounded-2xl border-2 p-5 md:p-8';

/** The answer's reasons or documents, one bullet each. */
function ResultList({
  margin,
  testId,
  items,
}: {
  margin: string;
  testId: string;
  items: string[];
}) {
  return (
    <ul className={`${margin} list-disc space-y-1 pl-5 text-slate-800`} data-testid={testId}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The pre-check's answer (`#eligibility-result`, where the form's GET opens the page): the questions
 * to fix, or whether to apply now, why, the documents to prepare and the application with the
 * answers filled in.
 */
export function SmeEligibilityResult({
  locale,
  read,
  thisYear,
}: {
  locale: AppLocale;
  read: EligibilityRead;
  thisYear: number;
}) {
  const t = translator(locale, 'SmeEligibility');
  if (!read.asked) return null;
  if (!read.answers) {
    return (
      <section
        id="eligibility-result"
        aria-labelledby="eligibility-result-heading"
        className={`${box} border-red-700`}
        data-testid="eligibility-errors"
      >
        <h2 id="eligibility-result-heading" className="text-xl font-bold text-slate-900">
          {t('result.fix')}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {eligibilityQuestions
            .filter((question) => read.errors[question])
            .map((question) => (
              <li key={question}>
                <a href={`#${questionId(question)}`} className="text-red-700 underline">
                  {t(`questions.${question}`)}
                </a>
              </li>
            ))}
        </ul>
      </section>
    );
  }
  const { outcome, reasons, documents } = assessEligibility(read.answers, thisYear);
  return (
    <section
      id="eligibility-result"
      aria-labelledby="eligibility-result-heading"
      className={`${box} ${outcome === 'not_yet' ? 'border-slate-400' : 'border-brand-700'}`}
      data-testid="eligibility-result"
      data-outcome={outcome}
    >
      <h2 id="eligibility-result-heading" className="text-2xl font-bold text-slate-900">
        {t(`result.outcome.${outcome}`)}
      </h2>
      <p className="mt-2 text-slate-700">{t(`result.outcomeText.${outcome}`)}</p>
      {reasons.length > 0 ? (
        <ResultList
          margin="mt-3"
          testId="eligibility-reasons"
          items={reasons.map((reason) => t(`result.reasons.${reason}`))}
        />
      ) : null}
      <h3 className="mt-6 text-lg font-semibold text-slate-900">{t('result.documentsHeading')}</h3>
      <ResultList
        margin="mt-2"
        testId="eligibility-documents"
        items={documents.map((document) => t(`result.documents.${document}`))}
      />
      <div className="mt-6 flex flex-wrap gap-3">
        {outcome === 'not_yet' ? (
          <ButtonLinkView locale={locale} href="/sme-loan#enquiry">
            {t('result.enquire')}
          </ButtonLinkView>
        ) : (
          <ButtonLinkView
            locale={locale}
            href={`/sme-loan/apply${applyQuery(read.valid)}`}
            data-testid="eligibility-apply"
          >
            {t('result.apply')}
          </ButtonLinkView>
        )}
      </div>
      {outcome === 'not_yet' ? null : (
        <p className="mt-3 text-sm text-slate-600">{t('result.applyNote')}</p>
      )}
    </section>
  );
}
