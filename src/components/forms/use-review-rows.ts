import { useLocale, useTranslations } from 'use-intl';
import { reviewItems, type Inputs } from './form-inputs';
import { answerText, type AnswerWords } from './review-answer';

export type ReviewRow = { label: string; value: string };

/** The forms whose messages hold a review's labels (`fields.*`) and option labels (`options.*.*`). */
type ReviewNamespace = 'SmeApplication' | 'OwnerLoan.application';

/**
 * The review step's rows: each asked field of `inputs` named by `keys`, labelled from the form's
 * messages and answered as `answerText` shows it. Derived from the inputs, so a field added to a
 * form shows up in its review.
 */
export function useReviewRows(namespace: ReviewNamespace) {
  const t = useTranslations();
  const forms = useTranslations('Forms');
  const locale = useLocale();
  const message = (key: string) => t(`${namespace}.${key}` as 'SmeApplication.fields.title');
  const words: AnswerWords = {
    locale,
    notGiven: forms('notGiven'),
    yes: forms('yes'),
    no: forms('no'),
    title: (value) => forms(`titles.${value}` as 'titles.mr'),
    option: (key, value) => message(`options.${key}.${value}`),
  };
  return (inputs: Inputs, keys: readonly string[], values: unknown): ReviewRow[] =>
    reviewItems(inputs, keys, values).map((item) => ({
      label: message(`fields.${item.key}`),
      value: answerText(item, words),
    }));
}
