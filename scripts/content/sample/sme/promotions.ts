// SME space: promotions of the KCash SME Loan (kcashSmePromotionPost).
import type { SampleEntry } from '../../sample-entry';
import { risk } from './risk-warning';

export const smePromotions: SampleEntry[] = [
  {
    type: 'kcashSmePromotionPost',
    id: 'sme-promo-fast-track',
    image: { motif: 'clock', palette: 'mint' },
    fields: {
      slug: 'online-application-fast-track',
      startDate: '2026-09-01',
      endDate: '2027-03-31',
      featured: true,
    },
    zh: {
      title: '網上申請快速通道：文件齊全最快 3 個工作天批核',
      summary: '於網上遞交申請並一次過上載所需文件，即可經快速通道處理。',
      body: `於推廣期內透過網站遞交 KCash 中小企貸款申請，並一次過上載商業登記證、最近六個月銀行月結單及公司註冊證明書（如適用），即可經快速通道處理，最快 3 個工作天批核。\n\n批核結果視乎個別申請而定。\n\n${risk.zh}`,
    },
    en: {
      title: 'Online fast track: approval in as little as 3 working days',
      summary: 'Apply online and upload every document at once to go through the fast track.',
      body: `Apply for the KCash SME Loan on our website during the promotion and upload your business registration certificate, the last six months of bank statements and, where applicable, your certificate of incorporation in one go, and your application goes through the fast track, with approval in as little as 3 working days.\n\nApproval depends on each application.\n\n${risk.en}`,
    },
  },
  {
    type: 'kcashSmePromotionPost',
    id: 'sme-promo-referral',
    image: { motif: 'gift', palette: 'sun' },
    fields: {
      slug: 'business-referral-reward',
      startDate: '2026-07-01',
      endDate: '2026-12-31',
      featured: false,
    },
    zh: {
      title: '商戶轉介獎賞：成功轉介送 HK$500 超市禮券',
      summary: '轉介其他企業申請 KCash 中小企貸款，對方成功提取貸款後，您可獲 HK$500 超市禮券。',
      body: `現有 KCash 中小企貸款客戶轉介其他企業申請，對方於推廣期內成功提取貸款後，轉介人可獲 HK$500 超市禮券。每位轉介人最多可獲 5 張禮券。\n\n轉介人不可向被轉介企業收取任何費用。\n\n${risk.zh}`,
    },
    en: {
      title: 'Business referral reward: a HK$500 supermarket voucher',
      summary:
        'Refer another business to the KCash SME Loan and get a HK$500 supermarket voucher once their loan is drawn down.',
      body: `Existing KCash SME Loan customers who refer another business receive a HK$500 supermarket voucher once the referred business draws down its loan during the promotion. Up to 5 vouchers per referrer.\n\nReferrers must not charge the referred business any fee.\n\n${risk.en}`,
    },
  },
  {
    type: 'kcashSmePromotionPost',
    id: 'sme-promo-new-year-ended',
    image: { motif: 'calendar', palette: 'ember' },
    fields: {
      slug: 'lunar-new-year-working-capital-2026',
      startDate: '2026-01-02',
      endDate: '2026-02-28',
      featured: false,
    },
    zh: {
      title: '新春營運資金計劃 2026（已結束）',
      summary: '新春旺季前為商戶提供週轉資金申請優先處理。此推廣已經結束。',
      body: `2026 年新春期間的優先處理安排已經結束，多謝各商戶支持。\n\n${risk.zh}`,
    },
    en: {
      title: 'Lunar New Year working capital 2026 (ended)',
      summary:
        'Priority handling of working capital applications before the festive season. This promotion has ended.',
      body: `The priority handling for Lunar New Year 2026 has ended. Thank you to every business that took part.\n\n${risk.en}`,
    },
  },
];
