import {
  createTranslator,
  type Messages,
  type NamespaceKeys,
  type NestedKeyOf,
} from 'use-intl/core';
import type { AppLocale } from '@/config/locales';
import { hongKongTimeZone } from '@/lib/hong-kong-time';
import { messagesFor } from './messages-for';
import { messageFallback, onMessageError } from './message-errors';

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
    // Every date a message formats is in Hong Kong time.
    timeZone: hongKongTimeZone,
    onError: (error) => onMessageError(error),
    getMessageFallback: messageFallback,
  });
}
