import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { IntlProvider, type ClientMessageTree } from './intl-provider.client';

/**
 * Gives the client components below it only the messages they read (a picked part of the page's
 * namespaces): static text stays in server components and is never sent as messages.
 */
export async function ClientMessages({
  messages,
  children,
}: {
  messages: ClientMessageTree;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={await getLocale()} messages={messages}>
      {children}
    </IntlProvider>
  );
}
