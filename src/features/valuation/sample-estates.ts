/**
 * SAMPLE DATA, NOT MARKET DATA. A small bundled table of well-known Hong Kong estates so the embedded
 * valuation provider can answer offline. Block lists, areas and prices are illustrative round figures
 * for demonstration only; replace the provider with a licensed data source before launch.
 */
export type SampleEstate = {
  id: string;
  name: { zh: string; en: string };
  aliases: string[];
  district: { zh: string; en: string };
  blocks: string[];
  saleableAreaSqFt: { min: number; max: number };
  pricePerSqFtHkd: number;
  dataDate: string;
};

const blocks = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));

const estate = (
  id: string,
  zh: string,
  en: string,
  district: [string, string],
  blockCount: number,
  area: [number, number],
  pricePerSqFtHkd: number,
  aliases: string[] = [],
): SampleEstate => ({
  id,
  name: { zh, en },
  aliases,
  district: { zh: district[0], en: district[1] },
  blocks: blocks(blockCount),
  saleableAreaSqFt: { min: area[0], max: area[1] },
  pricePerSqFtHkd,
  dataDate: '2026-01-01',
});

export const sampleEstatesLabel =
  'SAMPLE table bundled with the site: illustrative figures, not market data';

export const sampleEstates: SampleEstate[] = [
  estate('taikoo-shing', '太古城', 'Taikoo Shing', ['東區', 'Eastern'], 61, [500, 1400], 15_500),
  estate('kornhill', '康怡花園', 'Kornhill', ['東區', 'Eastern'], 18, [450, 900], 13_800),
  estate('heng-fa-chuen', '杏花邨', 'Heng Fa Chuen', ['東區', 'Eastern'], 48, [450, 900], 12_800),
  estate(
    'south-horizons',
    '海怡半島',
    'South Horizons',
    ['南區', 'Southern'],
    34,
    [550, 1200],
    14_000,
  ),
  estate(
    'mei-foo',
    '美孚新邨',
    'Mei Foo Sun Chuen',
    ['深水埗', 'Sham Shui Po'],
    99,
    [450, 1200],
    12_500,
    ['mei foo', '美孚'],
  ),
  estate(
    'whampoa-garden',
    '黃埔花園',
    'Whampoa Garden',
    ['九龍城', 'Kowloon City'],
    88,
    [600, 1300],
    13_000,
    ['黃埔'],
  ),
  estate('laguna-city', '麗港城', 'Laguna City', ['觀塘', 'Kwun Tong'], 38, [450, 1000], 11_500),
  estate(
    'city-one-shatin',
    '沙田第一城',
    'City One Shatin',
    ['沙田', 'Sha Tin'],
    52,
    [300, 700],
    13_500,
    ['第一城', 'city one'],
  ),
  estate('festival-city', '名城', 'Festival City', ['沙田', 'Sha Tin'], 12, [450, 1200], 14_500),
  estate(
    'discovery-park',
    '愉景新城',
    'Discovery Park',
    ['荃灣', 'Tsuen Wan'],
    12,
    [350, 800],
    11_000,
  ),
  estate('lohas-park', '日出康城', 'LOHAS Park', ['西貢', 'Sai Kung'], 50, [250, 1100], 12_000),
  estate(
    'kingswood-villas',
    '嘉湖山莊',
    'Kingswood Villas',
    ['元朗', 'Yuen Long'],
    58,
    [350, 800],
    8_500,
  ),
];
