import { describe, expect, it } from 'vitest';
import { isChunkLoadError, RELOAD_WINDOW_MS, shouldReload } from './chunk-reload';

describe('chunk reload', () => {
  it('recognises chunk load failures from webpack, Turbopack and native import()', () => {
    const chunk = new Error('Loading chunk 123 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads at most once per 10 seconds', () => {
    expect(RELOAD_WINDOW_MS).toBe(10_000);
    expect(shouldReload(null, 1_000)).toBe(true);
    expect(shouldReload(1_000, 1_000 + 9_999)).toBe(false);
    expect(shouldReload(1_000, 1_000 + 10_000)).toBe(true);
  });
});
