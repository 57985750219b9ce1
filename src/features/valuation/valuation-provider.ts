import { type SampleEstate, sampleEstates, sampleEstatesLabel } from './sample-estates';

export type PropertyQuery = {
  estate?: string;
  address?: string;
  building?: string;
  street?: string;
  district?: string;
  block?: string;
  floor?: string;
};

export type ValuationEstimate = {
  currency: 'HKD';
  /** One figure for the flat; `low` and `high` are a band of ±`valuationBand` around it. */
  value: number;
  low: number;
  high: number;
  pricePerSqFt: number;
  saleableAreaSqFt: { min: number; max: number };
  dataDate: string;
  source: string;
  sample: boolean;
};

export type ValuationOutcome =
  | { status: 'estimated'; estate: string; district: string; estimate: ValuationEstimate }
  | { status: 'pending_manual_review'; reason: 'unknown_address' | 'unknown_block' };

/** Where valuations come from: the embedded sample table here, a licensed data feed in production. */
export type ValuationProvider = {
  estimate(query: PropertyQuery, english: boolean): Promise<ValuationOutcome>;
};

const normalize = (text: string) => text.toLowerCase().replace(/[\s\p{P}\p{S}]/gu, '');

/** "Block 5", "Tower 5", "第5座", "5座" and "5" are the same block. */
export const normalizeBlock = (block: string) =>
  normalize(block)
    .replace(/^(block|blk|tower|第)/, '')
    .replace(/(座|棟|期)$/, '');

export function findEstate(query: PropertyQuery): SampleEstate | undefined {
  const named = [query.estate, query.building].filter(Boolean).map((text) => normalize(text!));
  const address = normalize([query.address, query.street].filter(Boolean).join(' '));
  return sampleEstates.find((estate) => {
    const names = [estate.name.zh, estate.name.en, ...estate.aliases].map(normalize);
    return names.some(
      (name) => named.includes(name) || (address.length > 0 && address.includes(name)),
    );
  });
}

/** Higher floors sell for more: +0.5% a floor above the 10th (at most +15%), −0.5% below it (at most −3%). */
function floorFactor(floor: string | undefined): number {
  const level = floor ? Number.parseInt(floor, 10) : Number.NaN;
  if (Number.isNaN(level)) return 1;
  return 1 + Math.min(0.15, Math.max(-0.03, (level - 10) * 0.005));
}

const roundTo10k = (value: number) => Math.round(value / 10_000) * 10_000;

/** The band around the estimate: ±5 %, well inside the ±10 % a visitor can still act on. */
export const valuationBand = 0.05;

/** The estate's names in the page's language, when the stored name is one the data knows. */
export function localizedPlace(
  place: { estate: string | null; district: string | null },
  english: boolean,
): { estate: string | null; district: string | null } {
  const estate = place.estate ? findEstate({ estate: place.estate }) : undefined;
  if (!estate) return place;
  const language = english ? 'en' : 'zh';
  return { estate: estate.name[language], district: estate.district[language] };
}

export const embeddedValuationProvider: ValuationProvider = {
  async estimate(query, english) {
    const estate = findEstate(query);
    if (!estate) return { status: 'pending_manual_review', reason: 'unknown_address' };
    if (query.block && !estate.blocks.includes(normalizeBlock(query.block)))
      return { status: 'pending_manual_review', reason: 'unknown_block' };
    const area = estate.saleableAreaSqFt;
    // A typical flat of the estate on this floor: the middle of its saleable areas.
    const value = roundTo10k(
      ((area.min + area.max) / 2) * estate.pricePerSqFtHkd * floorFactor(query.floor),
    );
    return {
      status: 'estimated',
      estate: english ? estate.name.en : estate.name.zh,
      district: english ? estate.district.en : estate.district.zh,
      estimate: {
        currency: 'HKD',
        value,
        low: roundTo10k(value * (1 - valuationBand)),
        high: roundTo10k(value * (1 + valuationBand)),
        pricePerSqFt: estate.pricePerSqFtHkd,
        saleableAreaSqFt: area,
        dataDate: estate.dataDate,
        source: sampleEstatesLabel,
        sample: true,
      },
    };
  },
};
