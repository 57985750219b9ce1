import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';

type Localized = Readonly<Record<AppLocale, string>>;

export const regions = ['hong-kong-island', 'kowloon', 'new-territories'] as const;
export type Region = (typeof regions)[number];

export const districts = [
  'central',
  'shau-kei-wan',
  'tsim-sha-tsui',
  'hung-hom',
  'sha-tin',
  'tai-po',
  'tsuen-wan',
  'yuen-long',
] as const;
export type District = (typeof districts)[number];

/** Opening time and closing time, as HH:MM in Hong Kong time; open when opens <= time < closes. */
export type Hours = { opens: string; closes: string };

export type Branch = {
  id: District;
  region: Region;
  district: District;
  name: Localized;
  address: Localized;
  /** Local eight-digit number, shown with a space: 2000 0101. */
  phone: string;
  lat: number;
  lng: number;
  headOffice: boolean;
  weekdays: Hours;
  /** Only Sha Tin opens on Saturday; the others are closed. */
  saturday: Hours | null;
  /** Which side of its marker the map label goes, so neighbours' labels do not overlap. */
  labelSide: 'left' | 'right';
};

const weekdays: Hours = { opens: '09:00', closes: '19:00' };

function branch(
  id: District,
  region: Region,
  name: Localized,
  address: Localized,
  phone: string,
  [lat, lng]: readonly [number, number],
  extra: Partial<Pick<Branch, 'headOffice' | 'saturday' | 'labelSide'>> = {},
): Branch {
  return {
    id,
    region,
    district: id,
    name,
    address,
    phone,
    lat,
    lng,
    headOffice: false,
    weekdays,
    saturday: null,
    labelSide: 'right',
    ...extra,
  };
}

/**
 * The branches. Every address and phone number here is a SAMPLE (it says so in the text);
 * the operator replaces them before launch. Coordinates are rough district centres.
 */
export const branches: readonly Branch[] = [
  branch(
    'central',
    'hong-kong-island',
    { 'zh-HK': '中環總辦事處', 'en-US': 'Central (head office)' },
    site.headOffice,
    '2000 0100',
    [22.2819, 114.1581],
    { headOffice: true, labelSide: 'left' },
  ),
  branch(
    'shau-kei-wan',
    'hong-kong-island',
    { 'zh-HK': '筲箕灣分行', 'en-US': 'Shau Kei Wan' },
    {
      'zh-HK': '香港筲箕灣示例街 8 號地下 A 舖（示例地址）',
      'en-US': 'Shop A, G/F, 8 Sample Street, Shau Kei Wan (sample address)',
    },
    '2000 0101',
    [22.2793, 114.2287],
  ),
  branch(
    'tsim-sha-tsui',
    'kowloon',
    { 'zh-HK': '尖沙咀分行', 'en-US': 'Tsim Sha Tsui' },
    {
      'zh-HK': '九龍尖沙咀示例道 18 號示例中心 3 樓 301 室（示例地址）',
      'en-US': 'Room 301, 3/F, Sample Centre, 18 Sample Road, Tsim Sha Tsui (sample address)',
    },
    '2000 0102',
    [22.2976, 114.1722],
    { labelSide: 'left' },
  ),
  branch(
    'hung-hom',
    'kowloon',
    { 'zh-HK': '紅磡分行', 'en-US': 'Hung Hom' },
    {
      'zh-HK': '九龍紅磡示例街 28 號地下 B 舖（示例地址）',
      'en-US': 'Shop B, G/F, 28 Sample Street, Hung Hom (sample address)',
    },
    '2000 0103',
    [22.3069, 114.1853],
  ),
  branch(
    'sha-tin',
    'new-territories',
    { 'zh-HK': '沙田分行', 'en-US': 'Sha Tin' },
    {
      'zh-HK': '新界沙田示例路 2 號示例廣場 5 樓 512 室（示例地址）',
      'en-US': 'Room 512, 5/F, Sample Plaza, 2 Sample Road, Sha Tin (sample address)',
    },
    '2000 0104',
    [22.3817, 114.1886],
    { saturday: { opens: '09:00', closes: '13:00' } },
  ),
  branch(
    'tai-po',
    'new-territories',
    { 'zh-HK': '大埔分行', 'en-US': 'Tai Po' },
    {
      'zh-HK': '新界大埔示例街 6 號地下 C 舖（示例地址）',
      'en-US': 'Shop C, G/F, 6 Sample Street, Tai Po (sample address)',
    },
    '2000 0105',
    [22.4505, 114.1642],
  ),
  branch(
    'tsuen-wan',
    'new-territories',
    { 'zh-HK': '荃灣分行', 'en-US': 'Tsuen Wan' },
    {
      'zh-HK': '新界荃灣示例道 88 號示例大廈 12 樓 1203 室（示例地址）',
      'en-US': 'Room 1203, 12/F, Sample Building, 88 Sample Road, Tsuen Wan (sample address)',
    },
    '2000 0106',
    [22.3714, 114.114],
    { labelSide: 'left' },
  ),
  branch(
    'yuen-long',
    'new-territories',
    { 'zh-HK': '元朗分行', 'en-US': 'Yuen Long' },
    {
      'zh-HK': '新界元朗示例街 10 號地下 D 舖（示例地址）',
      'en-US': 'Shop D, G/F, 10 Sample Street, Yuen Long (sample address)',
    },
    '2000 0107',
    [22.4445, 114.0222],
  ),
];
