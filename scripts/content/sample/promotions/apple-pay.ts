import { promo } from './promo';

export const entry = promo(
  'promo-apple-pay',
  { motif: 'contactless', palette: 'sky' },
  {
    slug: 'apple-pay-first-payment',
    startDate: '2026-06-01',
    endDate: '2026-12-31',
    featured: false,
    cardholderOnly: true,
    termsSlug: 'apple-pay-first-payment-tnc',
  },
  {
    title: '持卡人專享：首次以 Apple Pay 付款獲 HK$50 回贈',
    summary: '把 Konew 卡加入 Apple Pay，並首次以 Apple Pay 簽賬滿 HK$100，即獲 HK$50 簽賬回贈。',
    body: `把 Konew 卡加入 Apple Pay 後，首次以 Apple Pay 簽賬滿 HK$100，即可獲 HK$50 簽賬回贈。

回贈會於下一期結單存入。設定方法請參閱 [Apple Pay 使用指南](/promotion_material/apple_pay)。`,
  },
  {
    title: 'Cardholders only: HK$50 back on your first Apple Pay payment',
    summary:
      'Add your Konew Card to Apple Pay and spend HK$100 or more in your first Apple Pay payment to get HK$50 back.',
    body: `Add your Konew Card to Apple Pay and spend HK$100 or more in your first Apple Pay payment to get HK$50 back.

The rebate is credited to your next statement. See the [Apple Pay guide](/promotion_material/apple_pay) to set it up.`,
  },
);
