import type { AppLocale } from '@/config/locales';
import { messagesFor } from '@/i18n/messages-for';

type AllMessages = ReturnType<typeof messagesFor>;
type Namespace = keyof AllMessages;

/** Parts of a namespace the server renders (the collection statement): never sent to an island. */
const serverRendered: Partial<Record<Namespace, readonly string[]>> = { Forms: ['pics'] };

/**
 * The namespaces a form island reads, for its `IslandIntl` (src/i18n/island-intl.tsx). Props are
 * serialised into the page, so an island gets only these.
 */
export function islandMessages(locale: AppLocale, ...namespaces: Namespace[]): IslandMessages {
  const messages = messagesFor(locale);
  return Object.fromEntries<Record<string, unknown>>(
    namespaces.map((namespace) => {
      const left = serverRendered[namespace] ?? [];
      const entries = Object.entries(messages[namespace]).filter(([key]) => !left.includes(key));
      return [namespace, Object.fromEntries(entries)];
    }),
  );
}

/** A picked part of messages/*.json, as an island receives it. */
export type IslandMessages = Record<string, Record<string, unknown>>;
