import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/config/locales';
import { localizedPath } from '@/i18n/localized-path';
import type { AroundPath, ErrorCopy } from './error-copy.client';

const slot = '\u0000';

/** The error screen's text in a locale; the browser puts the path into the 404 messages. */
export async function errorCopy(locale: AppLocale): Promise<ErrorCopy> {
  const t = await getTranslations({ locale, namespace: 'Error' });
  const around = (key: 'notFound' | 'routeCheckFailed'): AroundPath => {
    const [before = '', after = ''] = t(key, { path: slot }).split(slot);
    return [before, after];
  };
  return {
    notFound: around('notFound'),
    routeCheckFailed: around('routeCheckFailed'),
    serverError: t('serverError'),
    notFoundHelp: t('notFoundHelp'),
    serverErrorHelp: t('serverErrorHelp'),
    hotline: t('hotline'),
    backHome: t('backHome'),
    home: localizedPath(locale, '/'),
  };
}
