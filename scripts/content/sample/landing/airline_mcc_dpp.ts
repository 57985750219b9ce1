import { landing } from './landing';

export const entry = landing(
  'airline_mcc_dpp',
  'promotion_material',
  { motif: 'plane', palette: 'sky' },
  { ctaUrl: '/promotions/travel-booking-cashback' },
  {
    title: '機票簽賬分期計劃（DPP）',
    summary: '以 Konew 卡購買機票，可把航空公司簽賬轉為 3、4 或 5 期分期。',
    ctaLabel: '查看旅遊優惠',
    body: `以 Konew 卡直接向航空公司購買機票，可申請把該筆簽賬轉為分期（DPP）。

## 合資格簽賬

- 商戶類別代碼（MCC）屬航空公司類別的簽賬，例如 MCC 3000 至 3299 及 4511。
- 單一簽賬金額滿 HK$1,000。
- 簽賬須於 30 日內申請分期。

## 如何申請

1. 在 Konew App 的交易紀錄選擇該筆機票簽賬。
2. 按「分期」並選擇 3、4 或 5 期。
3. 確認前查看一次性手續費及實際年利率。

## 注意

經旅行社或網上旅遊平台購買的機票，商戶類別可能不屬航空公司；這類簽賬請參閱 [旅遊簽賬回贈](/promotions/travel-booking-cashback)。

> 忠告：借錢梗要還，咪俾錢中介`,
  },
  {
    title: 'Airline instalment plan (DPP)',
    summary:
      'Buy flights with your Konew Card and convert airline purchases into 3, 4 or 5 instalments.',
    ctaLabel: 'See the travel offer',
    body: `Buy flights directly from an airline with your Konew Card and convert the purchase into instalments (DPP).

## Eligible purchases

- Purchases whose merchant category code (MCC) is an airline code, such as MCC 3000 to 3299 and 4511.
- A single purchase of HK$1,000 or more.
- Instalments requested within 30 days of the purchase.

## How to apply

1. In the Konew App, open the flight purchase in your transactions.
2. Tap "Instalments" and choose 3, 4 or 5 months.
3. Check the one-time handling fee and effective annual rate before you confirm.

## Note

Flights bought through a travel agent or an online travel platform may not carry an airline merchant code; for those, see the [travel booking rebate](/promotions/travel-booking-cashback).

> Warning: You have to repay your loans. Don't pay any intermediaries.`,
  },
);
