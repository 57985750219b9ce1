import { getLocale, getTranslations } from 'next-intl/server';
import { LanguageSwitchLink } from './language-switch.client';

/** The language switch with its text rendered here, so the page ships no message formatter. */
export async function LanguageSwitch() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('LanguageSwitch')]);
  return <LanguageSwitchLink locale={locale} label={t('label')} short={t('short')} />;
}
