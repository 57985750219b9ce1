import { describe, expect, it } from 'vitest';
import { embeddedValuationProvider, localizedPlace, normalizeBlock } from './valuation-provider';

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

  it('gives one estimate with a band of at most ±10 %, the same every time', async () => {
    const query = { estate: '太古城', block: '5', floor: '20', flat: 'A' };
    const first = await embeddedValuationProvider.estimate(query, false);
    if (first.status !== 'estimated') throw new Error('expected an estimate');
    const { value, low, high } = first.estimate;
    expect(low).toBeGreaterThanOrEqual(value * 0.9);
    expect(high).toBeLessThanOrEqual(value * 1.1);
    expect(low).toBeLessThan(value);
    expect(high).toBeGreaterThan(value);
    expect(await embeddedValuationProvider.estimate(query, true)).toMatchObject({
      estimate: first.estimate,
    });
  });

  it("takes the flat's own area, adds a floor premium, and widens the band when the flat is unknown", async () => {
    const estimate = async (query: Record<string, string>) => {
      const outcome = await embeddedValuationProvider.estimate(
        { estate: '太古城', ...query },
        false,
      );
      if (outcome.status !== 'estimated') throw new Error('expected an estimate');
      return outcome.estimate;
    };
    // Taikoo Shing: 500 to 1,400 sq ft, flats A (smallest) to H (largest), HK$15,500 a sq ft.
    const small = await estimate({ block: '5', floor: '10', flat: 'A' });
    expect(small).toMatchObject({ saleableAreaSqFt: { min: 500, max: 500 }, band: 0.05 });
    expect(small.value).toBe(500 * 15_500);
    expect(small.dataDate).toBe('2026-01-01');
    for (const spelling of ['Flat H', 'h', 'H室', '單位 H'])
      expect((await estimate({ floor: '10', flat: spelling })).saleableAreaSqFt).toEqual({
        min: 1400,
        max: 1400,
      });
    // Floor 30: +10 % (0.5 % a floor above the 10th).
    expect((await estimate({ floor: '30', flat: 'A' })).value).toBe(
      Math.round((500 * 15_500 * 1.1) / 10_000) * 10_000,
    );
    // No flat, or one the sample does not know: a typical flat, the estate's range, ±12 %.
    for (const flat of [{}, { flat: '12B' }] as Record<string, string>[]) {
      const typical = await estimate({ floor: '10', ...flat });
      expect(typical).toMatchObject({ saleableAreaSqFt: { min: 500, max: 1400 }, band: 0.12 });
      expect(typical.value).toBe(Math.round((950 * 15_500) / 10_000) * 10_000);
      expect(typical.low).toBe(Math.round((typical.value * 0.88) / 10_000) * 10_000);
    }
  });

  it('names a stored estate in the page language; an unknown one stays as entered', () => {
    expect(localizedPlace({ estate: '太古城', district: '東區' }, true)).toEqual({
      estate: 'Taikoo Shing',
      district: 'Eastern',
    });
    expect(localizedPlace({ estate: 'Taikoo Shing', district: 'Eastern' }, false)).toEqual({
      estate: '太古城',
      district: '東區',
    });
    expect(localizedPlace({ estate: '大埔村屋', district: null }, true)).toEqual({
      estate: '大埔村屋',
      district: null,
    });
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
    expect(high.estimate.value).toBeGreaterThan(low.estimate.value);
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
