import { describe, expect, it } from 'vitest';
import { ANONYMOUS_ID_KEY, anonymousId } from './anonymous-id';
import { memoryStore } from './browser-storage';
import { currentCampaign, SAVED_QUERY_KEY } from './campaign';
import { isOptedOut, setOptedOut } from './opt-out';

describe('opt-out', () => {
  it('is remembered, forgets the anonymous id and the saved campaign, and can be undone', () => {
    const store = memoryStore();
    anonymousId(store);
    currentCampaign('?utm_source=fb', store);
    setOptedOut(store, true);
    expect(isOptedOut(store)).toBe(true);
    expect(store.get(ANONYMOUS_ID_KEY)).toBeNull();
    expect(store.get(SAVED_QUERY_KEY)).toBeNull();
    setOptedOut(store, false);
    expect(isOptedOut(store)).toBe(false);
  });
});
