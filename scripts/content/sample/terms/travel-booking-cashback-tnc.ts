import { commonEn, commonZh, terms } from './terms';

export const entry = terms(
  'travel-booking-cashback-tnc',
  '2026-09-01',
  {
    title: '預訂機票酒店簽賬回贈條款及細則',
    summary: '持卡人旅遊簽賬 5% 回贈的計算方法及條款。',
    body: `## 推廣期

2026 年 9 月 1 日至 2027 年 2 月 28 日。

## 回贈計算

- 於指定旅遊合作商戶的合資格簽賬可獲 5% 回贈。
- 每個曆月的回贈上限為 HK$300。
- 回贈會於下一期結單以簽賬額形式存入。

## 分期

合資格簽賬轉為分期後仍可獲回贈，回贈按原簽賬金額計算。

${commonZh}`,
  },
  {
    title: 'Flight and hotel rebate: terms and conditions',
    summary: 'How the 5% cardholder travel rebate is counted, and its terms.',
    body: `## Promotion period

1 September 2026 to 28 February 2027.

## How the rebate is counted

- Eligible purchases with designated travel partners earn 5% back.
- The rebate is capped at HK$300 per calendar month.
- The rebate is credited to your next statement.

## Instalments

An eligible purchase converted into instalments still earns the rebate, based on the original amount.

${commonEn}`,
  },
);
