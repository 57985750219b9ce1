import type { ReactNode } from 'react';
import { IntlProvider } from 'use-intl';
import type { AppLocale } from '@/config/locales';
import { messageFallback, onMessageError } from '@/i18n/message-errors';
import { hongKongTimeZone } from '@/lib/hong-kong-time';

/** use-intl's provider for a form island, given only its namespaces (island-messages.ts). */
export function FormIslandProvider({
  locale,
  messages,
  children,
}: {
  locale: AppLocale;
  messages: object;
  children: ReactNode;
}) {
  return (
    <IntlProvider
      locale={locale}
      messages={messages}
      timeZone={hongKongTimeZone}
      onError={(error) => onMessageError(error)}
      getMessageFallback={messageFallback}
    >
      {children}
    </IntlProvider>
  );
}
