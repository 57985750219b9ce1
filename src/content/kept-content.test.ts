import { afterEach, expect, it } from 'vitest';
import { KEPT_READ_MS } from '@/lib/kept-reads';
import { dropKeptContent, keptReader } from './kept-content';
import type { EntryReader } from './reader';

afterEach(dropKeptContent);

function countingReader(fail = false) {
  const calls: string[] = [];
  const read: EntryReader = async (contentType, locale) => {
    calls.push(`${contentType} ${locale}`);
    if (fail) throw new Error('the Delivery API did not answer');
    return [];
  };
  return { calls, read };
}

it('answers each question from one read for a second, then reads again', async () => {
  let now = 0;
  const { calls, read } = countingReader();
  const kept = keptReader(read, () => now);
  await kept('faq', 'zh-Hant-HK', { order: 'faq' });
  await kept('faq', 'zh-Hant-HK', { order: 'faq' });
  await kept('faq', 'en-US', { order: 'faq' });
  expect(calls).toEqual(['faq zh-Hant-HK', 'faq en-US']);
  now = KEPT_READ_MS - 1;
  await kept('faq', 'zh-Hant-HK', { order: 'faq' });
  expect(calls).toHaveLength(2);
  now = KEPT_READ_MS;
  await kept('faq', 'zh-Hant-HK', { order: 'faq' });
  expect(calls).toHaveLength(3);
  dropKeptContent();
  await kept('faq', 'zh-Hant-HK', { order: 'faq' });
  expect(calls).toHaveLength(4);
});

it('does not keep a read that failed', async () => {
  const { calls, read } = countingReader(true);
  const kept = keptReader(read, () => 0);
  await expect(kept('faq', 'en-US', { order: 'faq' })).rejects.toThrow();
  await expect(kept('faq', 'en-US', { order: 'faq' })).rejects.toThrow();
  expect(calls).toHaveLength(2);
});
