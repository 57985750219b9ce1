import { promo } from './promo';

export const entry = promo(
  'promo-christmas-ended',
  { motif: 'tree', palette: 'mint' },
  {
    slug: 'christmas-gift-instalments-2025',
    instalmentOffer: true,
    startDate: '2025-11-15',
    endDate: '2025-12-31',
    featured: false,
    cardholderOnly: true,
    termsSlug: 'promotions-general',
  },
  {
    title: '持卡人聖誕禮品分期：簽賬滿 HK$2,000 送 HK$100 禮券',
    summary: '2025 年聖誕期間，持卡人於指定商戶分期購買禮品可獲 HK$100 禮券。此推廣已經結束。',
    body: `2025 年聖誕期間，Konew 持卡人於指定合作商戶以分期購買禮品，單一簽賬滿 HK$2,000 可獲 HK$100 禮券。多謝大家支持！`,
  },
  {
    title: 'Cardholder Christmas gifts in instalments: HK$100 voucher on HK$2,000',
    summary:
      'At Christmas 2025, cardholders buying gifts in instalments at designated merchants received a HK$100 voucher. This promotion has ended.',
    body: `At Christmas 2025, Konew cardholders who bought gifts in instalments at designated partners, with a single purchase of HK$2,000 or more, received a HK$100 voucher. Thank you for taking part!`,
  },
);
