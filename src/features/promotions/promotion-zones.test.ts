import { describe, expect, it } from 'vitest';
import type { CardCampaign } from '@/content/model';
import { promotionZones } from './promotion-zones';

const promo = (
  slug: string,
  endDate: string,
  cardholderOnly = false,
  startDate?: string,
): CardCampaign => ({
  id: slug,
  slug,
  title: slug,
  type: 'promotion',
  instalmentOffer: false,
  summary: '',
  endDate,
  ...(startDate ? { startDate } : {}),
  featured: false,
  cardholderOnly,
  winners: [],
});

describe('promotion zones', () => {
  it('splits current offers by audience and keeps ended ones as past offers', () => {
    const now = Date.parse('2026-11-21T00:00:00Z');
    const zones = promotionZones(
      [
        promo('a', '2027-06-30'),
        promo('b', '2027-02-28', true),
        promo('c', '2027-01-31', false, '2026-12-01'),
        promo('d', '2026-08-31'),
        promo('e', '2025-12-31', true),
      ],
      now,
    );
    expect(zones.latest.map((p) => p.slug)).toEqual(['a', 'c']);
    expect(zones.cardholder.map((p) => p.slug)).toEqual(['b']);
    expect(zones.ended.map((p) => p.slug)).toEqual(['d', 'e']);
  });
});
