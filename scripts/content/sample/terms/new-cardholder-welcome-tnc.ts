import { commonEn, commonZh, terms } from './terms';

export const entry = terms(
  'new-cardholder-welcome-tnc',
  '2026-07-01',
  {
    title: '新客迎新優惠條款及細則',
    summary: '迎新禮券的資格、簽賬要求及發放安排。',
    body: `## 推廣期

2026 年 7 月 1 日至 2027 年 6 月 30 日期間遞交的申請。

## 參加資格

- 申請時輸入迎新優惠碼，並於過去 12 個月內未曾持有 Konew 卡。
- 發卡後 60 日內累積合資格簽賬滿 HK$3,000。

## 獎賞

- HK$300 超市電子禮券一張，於達標後 30 日內存入 Konew App。
- 每位新持卡人只可獲迎新禮一次。

${commonZh}`,
  },
  {
    title: 'New cardholder welcome offer: terms and conditions',
    summary: 'Eligibility, spending target and delivery of the welcome voucher.',
    body: `## Promotion period

Applications submitted from 1 July 2026 to 30 June 2027.

## Eligibility

- Enter the welcome promo code when applying, and not have held a Konew Card in the past 12 months.
- Spend HK$3,000 in eligible purchases within 60 days of the card being issued.

## Reward

- One HK$300 supermarket e-voucher, credited to the Konew App within 30 days of reaching the target.
- Each new cardholder can receive the welcome offer once.

${commonEn}`,
  },
);
