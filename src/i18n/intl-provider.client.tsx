'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps, ReactNode } from 'react';
import type { AppLocale } from '@/config/locales';
import { messageFallback, onMessageError } from './message-errors';

/** A picked part of messages/*.json, lists included. */
export type ClientMessageTree = ComponentProps<typeof NextIntlClientProvider>['messages'];

/**
 * next-intl's client provider with the site's rules: Hong Kong time, and a missing message fails
 * outside production instead of showing its key (functions cannot cross from the server, hence here).
 */
export function IntlProvider({
  locale,
  messages,
  children,
}: {
  locale: AppLocale;
  messages: ClientMessageTree;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={messages}
      timeZone="Asia/Hong_Kong"
      onError={(error) => onMessageError(error)}
      getMessageFallback={messageFallback}
    >
      {children}
    </NextIntlClientProvider>
  );
}
