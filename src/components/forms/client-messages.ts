import type { Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';

/** The message namespaces a form's client leaf needs, for its own PlainMessagesProvider. */
export async function clientMessages<K extends keyof Messages>(
  ...namespaces: K[]
): Promise<Pick<Messages, K>> {
  const messages = await getMessages();
  return Object.fromEntries(
    namespaces.map((namespace) => [namespace, messages[namespace]]),
  ) as Pick<Messages, K>;
}
