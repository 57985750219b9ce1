import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses the browser's scheduler.yield where there is one", async () => {
    const scheduled = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: scheduled });
    await yieldToMain();
    expect(scheduled).toHaveBeenCalledOnce();
  });

  it('goes on in a new task elsewhere, after what was already queued', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('queued before'), 0);
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['queued before', 'after the yield']);
  });
});
