'use client';

import type { Messages } from 'next-intl';
import { createContext, use, type ReactNode } from 'react';
import { defaultLocale, type AppLocale } from '@/config/locales';

/** Nested messages as in messages/*.json, holding only strings with `{name}` placeholders. */
export type PlainMessages = { [key: string]: string | PlainMessages };
/** A top-level namespace, or a part of one (`StoreAddress.status`). */
type Namespace = keyof Messages | `${keyof Messages}.${string}`;

const PlainContext = createContext<{ locale: AppLocale; messages: PlainMessages }>({
  locale: defaultLocale,
  messages: {},
});

/**
 * Locale and messages for client components outside the form pages (language switch, error screen,
 * home banner, branch finder). next-intl's client provider would bring the ICU message parser (about
 * 12 KB gzipped) into each of these pages; form pages still use it, on their own routes. A nested
 * provider adds its namespaces to those of the one above.
 */
export function PlainMessagesProvider({
  locale,
  messages,
  children,
}: {
  locale: AppLocale;
  messages: PlainMessages;
  children: ReactNode;
}) {
  const parent = use(PlainContext);
  return (
    <PlainContext value={{ locale, messages: { ...parent.messages, ...messages } }}>
      {children}
    </PlainContext>
  );
}

export const usePlainLocale = () => use(PlainContext).locale;

/** Replaces each `{name}` with its value; messages read this way hold nothing but such placeholders. */
export function fillPlain(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const lookup = (messages: PlainMessages, path: string): string | PlainMessages | undefined =>
  path
    .split('.')
    .reduce<string | PlainMessages | undefined>(
      (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
      messages,
    );

/** `t(key, values)` over a namespace given to a PlainMessagesProvider above. */
export function usePlainMessages(namespace: Namespace) {
  const { messages } = use(PlainContext);
  return (key: string, values?: Record<string, string | number>) => {
    const message = lookup(messages, `${namespace}.${key}`);
    if (typeof message !== 'string')
      throw new Error(`No plain message ${namespace}.${key}: give it to a PlainMessagesProvider`);
    return fillPlain(message, values);
  };
}
