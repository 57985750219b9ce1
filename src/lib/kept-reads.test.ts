import { expect, it } from 'vitest';
import { KEPT_READ_MS, keptReads } from './kept-reads';

/** A read that counts its calls, failing while `down` and answering `answer` else. */
function countedRead() {
  const state: { calls: string[]; down: boolean; answer?: string } = {
    calls: [],
    down: false,
    answer: 'terms',
  };
  const read = Object.assign(async (key: string) => {
    read.calls.push(key);
    if (read.down) throw new Error('the Delivery API did not answer');
    return read.answer;
  }, state);
  return read;
}

it('answers each key from one read for a second, then reads again; at once after drop', async () => {
  let now = 0;
  const read = countedRead();
  const kept = keptReads(read, { now: () => now });
  await kept('faq zh-HK');
  await kept('faq zh-HK');
  await kept('faq en-US');
  expect(read.calls).toEqual(['faq zh-HK', 'faq en-US']);
  now = KEPT_READ_MS - 1;
  await kept('faq zh-HK');
  expect(read.calls).toHaveLength(2);
  now = KEPT_READ_MS;
  await kept('faq zh-HK');
  expect(read.calls).toHaveLength(3);
  kept.drop();
  await kept('faq zh-HK');
  expect(read.calls).toHaveLength(4);
});

it('keeps neither a read that failed nor an answer `keep` refuses', async () => {
  const read = countedRead();
  const kept = keptReads(read, { now: () => 0, keep: (answer) => answer !== undefined });
  read.down = true;
  await expect(kept('terms')).rejects.toThrow();
  read.down = false;
  read.answer = undefined;
  expect(await kept('terms')).toBeUndefined();
  read.answer = 'terms';
  expect(await kept('terms')).toBe('terms');
  expect(await kept('terms')).toBe('terms');
  expect(read.calls).toHaveLength(3);
});
