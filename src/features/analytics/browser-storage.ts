/** The few string values the tracker keeps in the browser (never personal data). */
export type KeyValueStore = {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
};

export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

const PROBE_KEY = 'konew_storage_probe';

/** `storage` when it can be written; otherwise (blocked, private mode, full) a memory store. */
export function storeOver(
  storage: () => Storage | undefined,
  fallback: KeyValueStore,
): KeyValueStore {
  let target: Storage | undefined;
  try {
    target = storage();
    target?.setItem(PROBE_KEY, '1');
    target?.removeItem(PROBE_KEY);
  } catch {
    target = undefined;
  }
  if (!target) return fallback;
  const local = target;
  return {
    get: (key) => {
      try {
        return local.getItem(key) ?? fallback.get(key);
      } catch {
        return fallback.get(key);
      }
    },
    set: (key, value) => {
      try {
        local.setItem(key, value);
      } catch {
        fallback.set(key, value);
      }
    },
    remove: (key) => {
      try {
        local.removeItem(key);
      } catch {
        // nothing to remove where nothing could be written
      }
      fallback.remove(key);
    },
  };
}

// Probed once per page session; the memory fallback keeps an id across client-side navigations.
let pageStore: KeyValueStore | undefined;

/** The browser's localStorage, or a memory store for this page session where it is unavailable. */
export function browserStore(): KeyValueStore {
  pageStore ??= storeOver(
    () => (typeof window === 'undefined' ? undefined : window.localStorage),
    memoryStore(),
  );
  return pageStore;
}
