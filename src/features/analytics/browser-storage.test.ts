// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { browserStore, memoryStore, storeOver } from './browser-storage';

const broken = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('storeOver', () => {
  it('writes to localStorage when it works', () => {
    const store = storeOver(() => window.localStorage, memoryStore());
    store.set('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    store.remove('k');
    expect(window.localStorage.getItem('k')).toBeNull();
  });

  it('falls back to memory when localStorage cannot be reached', () => {
    const fallback = memoryStore();
    const store = storeOver(broken, fallback);
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
    expect(fallback.get('k')).toBe('v');
  });

  it('falls back to memory for a value localStorage refuses (full)', () => {
    const full = {
      getItem: () => null,
      setItem: (key: string) => {
        if (key !== 'konew_storage_probe') throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = storeOver(() => full, memoryStore());
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
  });

  it('answers with memory when there is no window storage at all', () => {
    const store = storeOver(() => undefined, memoryStore());
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
  });
});

describe('browserStore', () => {
  it('is the page’s localStorage in a browser', () => {
    browserStore().set('konew_test', '1');
    expect(window.localStorage.getItem('konew_test')).toBe('1');
  });
});
