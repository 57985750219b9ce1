import type { AppLocale } from './locales';

type Localized = Readonly<Record<AppLocale, string>>;

/**
 * Site-wide facts shown on pages. Every value here is a clearly fake SAMPLE:
 * the operator replaces them before launch (README, "Site configuration").
 */
export const site = {
  /** Prefix of the card's Contentful content types, e.g. `konewBlogPost`. */
  product: 'konew',
  cardBrand: { 'zh-HK': 'Konew 卡', 'en-US': 'Konew Card' } as Localized,
  smeBrand: { 'zh-HK': 'KCash 中小企貸款', 'en-US': 'KCash SME Loan' } as Localized,
  /** The lender's name exactly as licensed (sample). */
  licensedName: { 'zh-HK': '示例財務有限公司', 'en-US': 'Sample Finance Limited' } as Localized,
  moneyLenderLicenceNo: '0000/2026',
  complaintsHotline: '2000 0000',
  customerServiceHotline: '2000 0001',
  customerServiceEmail: 'cs@example.com',
  privacyOfficerEmail: 'privacy@example.com',
  headOffice: {
    'zh-HK': '香港中環示例道 1 號示例大廈 17 樓',
    'en-US': '17/F, Sample Tower, 1 Sample Road, Central, Hong Kong',
  } as Localized,
  apps: {
    appStore: 'https://apps.apple.com/hk/app/id0000000000',
    googlePlay: 'https://play.google.com/store/apps/details?id=com.example.konew',
    appGallery: 'https://appgallery.huawei.com/app/C000000000',
    deepLink: 'konew://open',
  },
  card: {
    instalmentTerms: [3, 4, 5] as const,
    examplePurchaseHkd: 10_000,
    interestFreeDaysMax: 46,
    /** SAMPLE one-time handling fee per term, in basis points of the purchase (150 = 1.5%). */
    handlingFeeBasisPoints: { 3: 150, 4: 200, 5: 250 },
    /** SAMPLE range the instalment planner accepts, in HK$. */
    plannerMinHkd: 100,
    plannerMaxHkd: 100_000,
  },
  /** The branch map's starting view (roughly the middle of Hong Kong); tiles come from env MAP_TILE_URL. */
  branchMap: { center: [22.35, 114.13] as const, zoom: 11 },
  sme: {
    approvalWorkingDays: 3,
  },
} as const;
