import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';

/** The promo code control's words for `code`, in the page's language (passed to the island as props). */
export function promoCodeLabels(locale: AppLocale, code: string) {
  const t = translator(locale, 'Promotions');
  const toast = translator(locale, 'Forms.toast');
  return {
    label: t('promoCode'),
    copy: t('copyCode'),
    copied: t('copied', { code }),
    copyFailed: t('copyFailed', { code }),
    close: t('close'),
    region: toast('label'),
    // Radix fills `{hotkey}` in the viewport's label itself: the message passes it through.
    viewport: toast('viewport', { hotkey: '{hotkey}' }),
  };
}
