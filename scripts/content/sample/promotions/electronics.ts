import { promo } from './promo';

export const entry = promo(
  'promo-electronics',
  { motif: 'laptop', palette: 'sky' },
  {
    slug: 'electronics-instalment-offer',
    instalmentOffer: true,
    startDate: '2026-10-01',
    endDate: '2027-03-31',
    featured: true,
    cardholderOnly: false,
    termsSlug: 'electronics-instalment-offer-tnc',
  },
  {
    title: '電子產品分期優惠：簽滿 HK$5,000 送 HK$200 電子禮券',
    summary:
      '於指定電子產品合作商戶以 Konew 卡簽賬並選擇分期，單一簽賬滿 HK$5,000 即送 HK$200 電子禮券。',
    merchant: '指定電子產品合作商戶',
    body: `換新手機、電腦或家電？於指定電子產品合作商戶以 Konew 卡簽賬，並於簽賬後 7 日內在 App 內選擇分 3、4 或 5 期，單一簽賬滿 HK$5,000 即可獲 HK$200 電子禮券。

## 如何參加

1. 於推廣期內在指定合作商戶以 Konew 卡付款。
2. 於簽賬後 7 日內在 Konew App 選擇分期。
3. 電子禮券會於分期確認後 30 日內存入 App。

## 注意事項

- 每位持卡人於推廣期內最多可獲 2 張電子禮券。
- 分期的一次性手續費及實際年利率會在確認前顯示。

合作商戶名單見 [分期商戶](/mall)。`,
  },
  {
    title: 'Electronics instalment offer: a HK$200 e-voucher on HK$5,000 or more',
    summary:
      'Pay HK$5,000 or more in a single purchase at a designated electronics partner with your Konew Card, choose instalments, and get a HK$200 e-voucher.',
    merchant: 'Designated electronics partners',
    body: `New phone, computer or appliance? Pay with your Konew Card at a designated electronics partner and choose 3, 4 or 5 instalments in the app within 7 days. A single purchase of HK$5,000 or more earns a HK$200 e-voucher.

## How to take part

1. Pay with your Konew Card at a designated partner during the promotion period.
2. Choose instalments in the Konew App within 7 days of the purchase.
3. The e-voucher arrives in the app within 30 days after the instalment plan is confirmed.

## Good to know

- Each cardholder can receive up to 2 e-vouchers during the promotion.
- The one-time handling fee and effective annual rate are shown before you confirm the instalments.

See the [partner merchants](/mall).`,
  },
);
