import {
  createTranslator,
  type Messages,
  type NamespaceKeys,
  type NestedKeyOf,
} from 'use-intl/core';
import type { AppLocale } from '@/config/locales';
import { messagesFor } from './messages-for';
import { messageFallback, onMessageError } from './message-errors';

/** The site's time zone for every date a message formats. */
export const timeZone = 'Asia/Hong_Kong';

/**
 * A namespace's translator for a locale: synchronous and framework-free, so a view stays a pure
 * function of its props (`locale` among them) on the server, whichever framework renders it.
 */
export function translator<Namespace extends NamespaceKeys<Messages, NestedKeyOf<Messages>>>(
  locale: AppLocale,
  namespace: Namespace,
) {
  return createTranslator({
    locale,
    messages: messagesFor(locale),
    namespace,
    timeZone,
    onError: (error) => onMessageError(error),
    getMessageFallback: messageFallback,
  });
}
