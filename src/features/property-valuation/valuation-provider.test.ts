import { describe, expect, it } from 'vitest';
import { embeddedValuationProvider, normalizeBlock } from './valuation-provider';

describe('embedded valuation provider (SAMPLE table)', () => {
  it('answers a range for a known estate, in English or Chinese, clearly marked as sample data', async () => {
    const english = await embeddedValuationProvider.estimate(
      { estate: 'taikoo shing', block: 'Block 5', floor: '10' },
      true,
    );
    expect(english).toMatchObject({
      status: 'estimated',
      estate: 'Taikoo Shing',
      district: 'Eastern',
    });
    if (english.status !== 'estimated') throw new Error('expected an estimate');
    expect(english.estimate.low).toBeLessThan(english.estimate.high);
    expect(english.estimate).toMatchObject({
      currency: 'HKD',
      sample: true,
      source: expect.stringContaining('SAMPLE'),
    });
    const chinese = await embeddedValuationProvider.estimate({ address: '沙田第一城 12座' }, false);
    expect(chinese).toMatchObject({ status: 'estimated', estate: '沙田第一城', district: '沙田' });
  });

  it('values higher floors higher', async () => {
    const low = await embeddedValuationProvider.estimate(
      { estate: 'Laguna City', floor: '3' },
      true,
    );
    const high = await embeddedValuationProvider.estimate(
      { estate: 'Laguna City', floor: '30' },
      true,
    );
    if (low.status !== 'estimated' || high.status !== 'estimated')
      throw new Error('expected estimates');
    expect(high.estimate.high).toBeGreaterThan(low.estimate.high);
  });

  it('sends an address it does not know, or a block the estate does not have, to manual review', async () => {
    expect(await embeddedValuationProvider.estimate({ address: '1 Nowhere Road' }, true)).toEqual({
      status: 'pending_manual_review',
      reason: 'unknown_address',
    });
    expect(
      await embeddedValuationProvider.estimate({ estate: 'Festival City', block: '99' }, true),
    ).toEqual({
      status: 'pending_manual_review',
      reason: 'unknown_block',
    });
  });

  it('reads the usual ways of writing a block', () => {
    for (const written of ['5', 'Block 5', 'BLK 5', 'Tower 5', '第5座', '5座'])
      expect(normalizeBlock(written)).toBe('5');
  });
});
