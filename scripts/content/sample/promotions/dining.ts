import { promo } from './promo';

export const entry = promo(
  'promo-dining',
  { motif: 'bowl', palette: 'sun' },
  {
    slug: 'weekend-dining-offer',
    startDate: '2026-11-01',
    endDate: '2027-01-31',
    featured: false,
    cardholderOnly: true,
    promoCode: 'KONEW88',
    termsSlug: 'weekend-dining-offer-tnc',
  },
  {
    title: '週末餐飲 9 折：持卡人輸入優惠碼即享',
    summary: '逢星期六、日於指定餐廳以 Konew 卡付款，網上訂座時輸入優惠碼即享餐飲 9 折。',
    merchant: '指定合作餐廳',
    body: `週末與家人朋友聚餐，Konew 持卡人可享 9 折優惠。

## 使用方法

1. 於指定餐廳的網上訂座頁面輸入優惠碼。
2. 用餐當日以 Konew 卡付款。
3. 折扣於結賬時直接扣減。

## 適用時間

逢星期六、日及公眾假期的午市及晚市，不適用於農曆新年除夕及年初一至初三。`,
  },
  {
    title: 'Weekend dining: 10% off for cardholders with a promo code',
    summary:
      'On Saturdays and Sundays, enter the promo code when booking a designated restaurant online and pay with your Konew Card for 10% off.',
    merchant: 'Designated partner restaurants',
    body: `Weekend meals with family and friends are 10% off for Konew cardholders.

## How to use it

1. Enter the promo code on the restaurant's online booking page.
2. Pay with your Konew Card on the day.
3. The discount comes off the bill.

## When it applies

Lunch and dinner on Saturdays, Sundays and public holidays; not on Lunar New Year's Eve or the first three days of the Lunar New Year.`,
  },
);
