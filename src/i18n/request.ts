import { isAppLocale } from '@/config/locales';
import { env } from '@/env';
import { getRequestConfig } from 'next-intl/server';
import { messagesFor } from './messages-for';
import { messageFallback, onMessageError } from './message-errors';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isAppLocale(requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Each locale's own file only: a key missing in zh-HK fails the build, never shows English.
    messages: messagesFor(locale),
    timeZone: 'Asia/Hong_Kong',
    onError: (error) => onMessageError(error, env.NEXT_PHASE === 'phase-production-build'),
    getMessageFallback: messageFallback,
  };
});
