import { promo } from './promo';

export const entry = promo(
  'promo-welcome',
  { motif: 'gift', palette: 'ember' },
  {
    slug: 'new-cardholder-welcome',
    startDate: '2026-07-01',
    endDate: '2027-06-30',
    featured: true,
    cardholderOnly: false,
    promoCode: 'KONEW2026',
    termsSlug: 'new-cardholder-welcome-tnc',
  },
  {
    title: '新客迎新禮：首 60 日簽滿 HK$3,000 送 HK$300 超市禮券',
    summary: '成功申請 Konew 卡並於發卡後 60 日內累積簽賬滿 HK$3,000，即可獲 HK$300 超市電子禮券。',
    body: `第一次申請 Konew 卡？於申請時輸入迎新優惠碼，並於發卡後 60 日內累積合資格簽賬滿 HK$3,000，即可獲 HK$300 超市電子禮券。

## 三步即享

1. 下載 Konew App 並申請 Konew 卡，申請時輸入優惠碼。
2. 啟動卡片後 60 日內累積簽賬滿 HK$3,000。
3. 禮券會於達標後 30 日內存入 App。

立即 [下載 App](/download_app) 開始申請。`,
  },
  {
    title: 'Welcome offer: spend HK$3,000 in 60 days, get a HK$300 supermarket voucher',
    summary:
      'Get your Konew Card and spend HK$3,000 in total within 60 days of issue to receive a HK$300 supermarket e-voucher.',
    body: `New to the Konew Card? Enter the welcome promo code when you apply and spend HK$3,000 in eligible purchases within 60 days of your card being issued to get a HK$300 supermarket e-voucher.

## Three steps

1. Download the Konew App and apply for the card, entering the promo code.
2. Spend HK$3,000 in total within 60 days of activating the card.
3. The voucher arrives in the app within 30 days of reaching the target.

[Download the app](/download_app) to apply.`,
  },
);
