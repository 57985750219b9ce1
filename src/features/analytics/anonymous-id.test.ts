import { describe, expect, it } from 'vitest';
import { ANONYMOUS_ID_KEY, anonymousId, newAnonymousId, readAnonymousId } from './anonymous-id';
import { memoryStore } from './browser-storage';

describe('anonymousId', () => {
  it('creates a random id once, stores it JSON-quoted and returns the same one after', () => {
    const store = memoryStore();
    const first = anonymousId(store);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(store.get(ANONYMOUS_ID_KEY)).toBe(`"${first}"`);
    expect(anonymousId(store, () => 'never-used-id')).toBe(first);
  });

  it('strips quotes from a stored id, as analytics.js writes it', () => {
    const store = memoryStore();
    store.set(ANONYMOUS_ID_KEY, '"4b1f0c9e-7d3a-4a55-9e0f-2f1f3c1d2e3a"');
    expect(readAnonymousId(store)).toBe('4b1f0c9e-7d3a-4a55-9e0f-2f1f3c1d2e3a');
    store.set(ANONYMOUS_ID_KEY, '  5c2e1f0a-3b4d-4e6f-8a9b-0c1d2e3f4a5b  ');
    expect(anonymousId(store)).toBe('5c2e1f0a-3b4d-4e6f-8a9b-0c1d2e3f4a5b');
  });

  it('replaces a stored value that is not an id', () => {
    const store = memoryStore();
    store.set(ANONYMOUS_ID_KEY, '"chan.tai.man@example.com"');
    expect(anonymousId(store, () => 'fresh-id-0001')).toBe('fresh-id-0001');
    expect(store.get(ANONYMOUS_ID_KEY)).toBe('"fresh-id-0001"');
  });

  it('makes a different id each time', () => {
    expect(newAnonymousId()).not.toBe(newAnonymousId());
  });
});
