import { type SampleEstate, sampleEstates, sampleEstatesLabel } from './sample-estates';

export type PropertyQuery = {
  estate?: string;
  address?: string;
  building?: string;
  street?: string;
  district?: string;
  block?: string;
  floor?: string;
  flat?: string;
};

export type ValuationEstimate = {
  currency: 'HKD';
  /** One figure for the flat; `low` and `high` are a band of ±`band` around it. */
  value: number;
  low: number;
  high: number;
  /** The band's half-width as a fraction: narrower when the flat (so its area) is known. */
  band: number;
  pricePerSqFt: number;
  /** The flat's saleable area (min equals max), or the estate's range when the flat is unknown. */
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

/** The band around the estimate: ±5 % for a known flat, ±12 % when only the estate is known. */
export const valuationBand = { flat: 0.05, estate: 0.12 } as const;

/** The sample estates' flats: A to H on each floor, from the smallest layout to the largest. */
const flatLetters = 'ABCDEFGH';

/** "A", "a", "Flat A", "A室", "單位 A" are flat A; anything else is a flat the sample does not know. */
export function flatLayout(flat: string | undefined): number | null {
  const letter = flat
    ? normalize(flat)
        .replace(/^(flat|unit|單位|室)/, '')
        .replace(/(室|號)$/, '')
        .toUpperCase()
    : '';
  const index = letter.length === 1 ? flatLetters.indexOf(letter) : -1;
  return index === -1 ? null : index;
}

/** A layout's saleable area within the estate's range, to the nearest 5 sq ft. */
function layoutArea(area: { min: number; max: number }, layout: number): number {
  const share = layout / (flatLetters.length - 1);
  return Math.round((area.min + (area.max - area.min) * share) / 5) * 5;
}

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
    const layout = flatLayout(query.flat);
    const range = estate.saleableAreaSqFt;
    const known = layout === null ? null : layoutArea(range, layout);
    // The flat's own area when it is known; otherwise a typical flat, with a wider band.
    const area = known ?? (range.min + range.max) / 2;
    const band = known === null ? valuationBand.estate : valuationBand.flat;
    const value = roundTo10k(area * estate.pricePerSqFtHkd * floorFactor(query.floor));
    return {
      status: 'estimated',
      estate: english ? estate.name.en : estate.name.zh,
      district: english ? estate.district.en : estate.district.zh,
      estimate: {
        currency: 'HKD',
        value,
        low: roundTo10k(value * (1 - band)),
        high: roundTo10k(value * (1 + band)),
        band,
        pricePerSqFt: estate.pricePerSqFtHkd,
        saleableAreaSqFt: known === null ? range : { min: known, max: known },
        dataDate: estate.dataDate,
        source: sampleEstatesLabel,
        sample: true,
      },
    };
  },
};
