import type { ComponentProps, ReactNode } from 'react';
import { IntlProvider } from 'use-intl';
import type { AppLocale } from '@/config/locales';
import { messageFallback, onMessageError } from '@/i18n/message-errors';
import { hongKongTimeZone } from '@/lib/hong-kong-time';

/**
 * use-intl's provider for every Astro island, given only the messages it reads: the site's time
 * zone, and a missing message fails outside production instead of showing its key.
 */
export function IslandIntl({
  locale,
  messages,
  children,
}: {
  locale: AppLocale;
  messages: ComponentProps<typeof IntlProvider>['messages'];
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
