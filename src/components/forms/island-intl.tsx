import type { ReactNode } from 'react';
import { IntlProvider } from 'use-intl';
import type { AppLocale } from '@/config/locales';
import { messageFallback, onMessageError } from '@/i18n/message-errors';
import { hongKongTimeZone } from '@/lib/hong-kong-time';
import type { IslandMessages } from './island-namespaces';

/**
 * use-intl's provider for an Astro island: the site's time zone, and a missing
 * message fails outside production instead of showing its key.
 */
export function IslandIntl({
  locale,
  messages,
  children,
}: {
  locale: AppLocale;
  messages: IslandMessages;
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
