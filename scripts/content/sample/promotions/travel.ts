import { promo } from './promo';

export const entry = promo(
  'promo-travel',
  { motif: 'plane', palette: 'mint' },
  {
    slug: 'travel-booking-cashback',
    startDate: '2026-09-01',
    endDate: '2027-02-28',
    featured: true,
    cardholderOnly: true,
    termsSlug: 'travel-booking-cashback-tnc',
  },
  {
    title: '持卡人專享：預訂機票酒店享 5% 簽賬回贈',
    summary:
      'Konew 持卡人於指定旅遊合作商戶預訂機票、酒店或旅行團，可獲 5% 簽賬回贈，每月上限 HK$300。',
    merchant: '指定旅遊合作商戶',
    body: `計劃下一次旅行？Konew 持卡人於指定旅遊合作商戶預訂機票、酒店或旅行團，可享 5% 簽賬回贈。

## 回贈詳情

- 回贈率：合資格簽賬金額的 5%
- 每月回贈上限：HK$300
- 回贈會於下一期結單以簽賬額形式存入

## 可以同時分期嗎？

可以。合資格旅遊簽賬亦可選擇分 3、4 或 5 期，回贈按原簽賬金額計算。

出發前也可看看 [出門旅行用卡要點](/blog/travel-spending-tips)。`,
  },
  {
    title: 'Cardholders only: 5% back on flights and hotels',
    summary:
      'Konew cardholders get 5% back when booking flights, hotels or tours with designated travel partners, up to HK$300 a month.',
    merchant: 'Designated travel partners',
    body: `Planning your next trip? Konew cardholders get 5% back on flights, hotels and tours booked with designated travel partners.

## The rebate

- Rate: 5% of the eligible amount
- Monthly cap: HK$300
- Credited to your next statement

## Can I also pay in instalments?

Yes. Eligible travel purchases can also be split into 3, 4 or 5 instalments; the rebate is based on the original amount.

Before you go, read [using your card abroad](/blog/travel-spending-tips).`,
  },
);
