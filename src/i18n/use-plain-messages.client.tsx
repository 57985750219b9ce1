'use client';

import type { MessageKeys, Messages, NestedKeyOf, NestedValueOf } from 'next-intl';
import { createContext, use, type ReactNode } from 'react';
import { defaultLocale, type AppLocale } from '@/config/locales';

/** Nested messages as in messages/*.json, holding only strings with `{name}` placeholders (and lists of them). */
export type PlainMessages = { [key: string]: string | readonly string[] | PlainMessages };
/** A top-level namespace, or a part of one (`StoreAddress.status`). */
type Namespace = NestedKeyOf<Messages>;
type Within<N extends Namespace> = NestedValueOf<Messages, N>;

const PlainContext = createContext<{ locale: AppLocale; messages: PlainMessages }>({
  locale: defaultLocale,
  messages: {},
});

/**
 * Locale and messages for client components (language switch, error screen, home banner, branch
 * finder, forms, instalment planner). next-intl's client provider would bring the ICU message
 * parser (about 12 KB gzipped) into each page and parse every message as it is first shown, while
 * the hydrating page blocks the phone; no client message uses more than `{name}` placeholders
 * (use-plain-messages.test.ts keeps it so). A nested provider adds its namespaces to those of the
 * one above.
 */
export function PlainMessagesProvider({
  locale,
  messages,
  children,
}: {
  /** The layout's provider sets it; a nested one keeps it. */
  locale?: AppLocale;
  messages: PlainMessages;
  children: ReactNode;
}) {
  const parent = use(PlainContext);
  return (
    <PlainContext
      value={{ locale: locale ?? parent.locale, messages: { ...parent.messages, ...messages } }}
    >
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

const lookup = (messages: PlainMessages, path: string): PlainMessages[string] | undefined =>
  path
    .split('.')
    .reduce<PlainMessages[string] | undefined>(
      (node, part) =>
        node && typeof node === 'object'
          ? (node as Record<string, PlainMessages[string]>)[part]
          : undefined,
      messages,
    );

/**
 * `t(key, values)` over a namespace given to a PlainMessagesProvider above, keys checked against
 * messages/zh-HK.json like next-intl's; `t.raw(key)` gives a list or a group as it is.
 */
export function usePlainMessages<N extends Namespace>(namespace: N) {
  const { messages } = use(PlainContext);
  const find = (key: unknown) => {
    const path = `${namespace}.${String(key)}`;
    const message = lookup(messages, path);
    if (message === undefined)
      throw new Error(`No plain message ${path}: give it to a PlainMessagesProvider`);
    return message;
  };
  const t = (
    key: MessageKeys<Within<N>, NestedKeyOf<Within<N>>>,
    values?: Record<string, string | number>,
  ) => {
    const message = find(key);
    if (typeof message !== 'string')
      throw new Error(`${namespace}.${String(key)} is not a message: read it with t.raw`);
    return fillPlain(message, values);
  };
  t.raw = (key: NestedKeyOf<Within<N>>): unknown => find(key);
  return t;
}
