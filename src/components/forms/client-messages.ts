import type { Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ClientMessageTree } from '@/i18n/intl-provider.client';

/** Parts of a namespace that server components render (the collection statement): never sent. */
const serverRendered: Partial<Record<keyof Messages, readonly string[]>> = { Forms: ['pics'] };

/** The message namespaces a form's client leaves read, for their ClientMessages provider. */
export async function clientMessages(
  ...namespaces: (keyof Messages)[]
): Promise<ClientMessageTree> {
  const messages = await getMessages();
  return Object.fromEntries(
    namespaces.map((namespace) => {
      const left = serverRendered[namespace] ?? [];
      const entries = Object.entries(messages[namespace]).filter(([key]) => !left.includes(key));
      return [namespace, Object.fromEntries(entries)];
    }),
  );
}
