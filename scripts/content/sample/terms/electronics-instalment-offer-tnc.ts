import { commonEn, commonZh, terms } from './terms';

export const entry = terms(
  'electronics-instalment-offer-tnc',
  '2026-10-01',
  {
    title: '電子產品分期優惠條款及細則',
    summary: '「電子產品分期優惠」的推廣期、參加資格、獎賞及一般條款。',
    body: `## 推廣期

2026 年 10 月 1 日至 2027 年 3 月 31 日（包括首尾兩日）。

## 參加資格

- 於推廣期內在指定電子產品合作商戶以 Konew 卡作單一簽賬滿 HK$5,000。
- 於簽賬後 7 日內在 Konew App 把該筆簽賬轉為 3、4 或 5 期分期。

## 獎賞

- 每筆合資格簽賬可獲 HK$200 電子禮券一張，每位持卡人最多 2 張。
- 電子禮券會於分期確認後 30 日內存入 Konew App，有效期為 90 日。

${commonZh}`,
  },
  {
    title: 'Electronics instalment offer: terms and conditions',
    summary:
      'Promotion period, eligibility, reward and general terms of the electronics instalment offer.',
    body: `## Promotion period

1 October 2026 to 31 March 2027, both days included.

## Eligibility

- A single purchase of HK$5,000 or more with your Konew Card at a designated electronics partner during the promotion.
- The purchase is converted into 3, 4 or 5 instalments in the Konew App within 7 days.

## Reward

- One HK$200 e-voucher per eligible purchase, up to 2 per cardholder.
- The e-voucher arrives in the Konew App within 30 days after the instalment plan is confirmed and is valid for 90 days.

${commonEn}`,
  },
);
