import type { AppLocale } from '@/config/locales';
import { formatHkd } from '@/i18n/format';
import type { ReviewItem } from './form-inputs';
import { choices, wholeNumber } from './form-values';

/** The words an answer is shown with, in the page's language. */
export type AnswerWords = {
  locale: AppLocale;
  notGiven: string;
  yes: string;
  no: string;
  title: (value: string) => string;
  /** The label of `value` among the options of the field `key`. */
  option: (key: string, value: string) => string;
};

const typed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** One answer as the review step shows it: what was typed, an option's label, an amount in HKD. */
export function answerText(item: ReviewItem, words: AnswerWords): string {
  const value = typed(item.value);
  switch (item.review) {
    case 'title':
      return value ? words.title(value) : words.notGiven;
    case 'option':
      return value ? words.option(item.key, value) : words.notGiven;
    case 'yesNo':
      return value === 'yes' ? words.yes : value === 'no' ? words.no : words.notGiven;
    case 'money': {
      const amount = wholeNumber(value);
      return typeof amount === 'number' ? formatHkd(amount, words.locale) : value || words.notGiven;
    }
    case 'choices': {
      const colon = words.locale === 'zh-HK' ? '：' : ': ';
      const other = typed(item.siblings[`${item.key}_other`]);
      const labels = choices(item.value).map((choice) =>
        choice === 'other' && other
          ? `${words.option(item.key, choice)}${colon}${other}`
          : words.option(item.key, choice),
      );
      return new Intl.ListFormat(words.locale, { type: 'unit' }).format(labels) || words.notGiven;
    }
    default:
      return value || words.notGiven;
  }
}
