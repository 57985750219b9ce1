import type { IntlError } from 'use-intl/core';

/**
 * What a missing or unreadable message does. Outside production (`astro dev`, unit tests) and with
 * `building` it throws, so the gap fails the run instead of showing English or a raw key; in
 * production (the server's translator, an island) it is logged and nothing is shown.
 */
export function onMessageError(error: IntlError, building = false): void {
  if (process.env.NODE_ENV !== 'production' || building) throw error;
  console.error(
    JSON.stringify({ level: 'error', msg: 'message missing or invalid', code: error.code }),
  );
}

/** Never the key or another language's text: the visitor sees nothing where a message is missing. */
export const messageFallback = () => '';
