import { commonEn, commonZh, terms } from './terms';

export const entry = terms(
  'weekend-dining-offer-tnc',
  '2026-11-01',
  {
    title: '週末餐飲優惠條款及細則',
    summary: '週末餐飲 9 折優惠的使用方法及限制。',
    body: `## 推廣期

2026 年 11 月 1 日至 2027 年 1 月 31 日，逢星期六、日及公眾假期。

## 使用方法

- 須於指定餐廳網上訂座時輸入優惠碼，並以 Konew 卡付款。
- 折扣只適用於食品及飲品，不包括服務費。
- 每張訂單最多 8 位用餐人士。

## 不適用日子

農曆新年除夕及年初一至初三。

${commonZh}`,
  },
  {
    title: 'Weekend dining offer: terms and conditions',
    summary: 'How to use the 10% weekend dining discount, and its limits.',
    body: `## Promotion period

1 November 2026 to 31 January 2027, on Saturdays, Sundays and public holidays.

## How to use it

- Enter the promo code when booking a designated restaurant online and pay with your Konew Card.
- The discount applies to food and drinks, not the service charge.
- Up to 8 diners per booking.

## Excluded days

Lunar New Year's Eve and the first three days of the Lunar New Year.

${commonEn}`,
  },
);
