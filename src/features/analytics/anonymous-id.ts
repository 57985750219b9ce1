import type { KeyValueStore } from './browser-storage';

/** analytics.js's key: it stores the id JSON-quoted, hence the quotes stripped on read. */
export const ANONYMOUS_ID_KEY = 'ajs_anonymous_id';
/** A UUID, as this tracker and analytics.js make them. */
export const ANONYMOUS_ID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A random UUID v4; getRandomValues also works on plain-HTTP pages, where randomUUID is missing. */
export function newAnonymousId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The stored id without its quotes, or null when there is none (or it is not a UUID). */
export function readAnonymousId(store: KeyValueStore): string | null {
  const value = store
    .get(ANONYMOUS_ID_KEY)
    ?.trim()
    .replace(/^["']+|["']+$/g, '');
  return value && ANONYMOUS_ID_PATTERN.test(value) ? value : null;
}

/** The browser's anonymous id, created and stored once when absent. */
export function anonymousId(store: KeyValueStore, create = newAnonymousId): string {
  const existing = readAnonymousId(store);
  if (existing) return existing;
  const id = create();
  store.set(ANONYMOUS_ID_KEY, JSON.stringify(id));
  return id;
}
