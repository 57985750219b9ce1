import { commonEn, commonZh, terms } from './terms';

export const entry = terms(
  'apple-pay-first-payment-tnc',
  '2026-06-01',
  {
    title: 'Apple Pay 首次付款回贈條款及細則',
    summary: '首次以 Apple Pay 付款獲 HK$50 回贈的條款。',
    body: `## 推廣期

2026 年 6 月 1 日至 2026 年 12 月 31 日。

## 參加資格

- 把 Konew 卡加入 Apple Pay 後的首次 Apple Pay 簽賬，金額滿 HK$100。
- 每個 Konew 卡賬戶只可獲回贈一次。

## 回贈

HK$50 簽賬回贈會於下一期結單存入。

${commonZh}`,
  },
  {
    title: 'First Apple Pay payment rebate: terms and conditions',
    summary: 'Terms of the HK$50 rebate on your first Apple Pay payment.',
    body: `## Promotion period

1 June 2026 to 31 December 2026.

## Eligibility

- Your first Apple Pay purchase after adding the Konew Card to Apple Pay, of HK$100 or more.
- One rebate per Konew Card account.

## Rebate

A HK$50 rebate is credited to your next statement.

${commonEn}`,
  },
);
