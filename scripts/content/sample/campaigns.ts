// Card campaigns (konewCardCampaign): promotions, and lucky draws with their winners.
import type { Picture, SampleCopy, SampleEntry, SampleFields } from '../sample-entry';

type Campaign = (
  id: string,
  image: Picture,
  fields: SampleFields,
  zh: SampleCopy,
  en: SampleCopy,
) => SampleEntry;

const promo: Campaign = (id, image, fields, zh, en) => ({
  type: 'konewCardCampaign',
  id,
  image,
  fields: { type: 'promotion', ...fields },
  zh,
  en,
});

export const promotions: SampleEntry[] = [
  promo(
    'promo-electronics',
    { motif: 'laptop', palette: 'sky' },
    {
      slug: 'electronics-instalment-offer',
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
  ),
  promo(
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
  ),
  promo(
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
  ),
  promo(
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
      summary:
        '成功申請 Konew 卡並於發卡後 60 日內累積簽賬滿 HK$3,000，即可獲 HK$300 超市電子禮券。',
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
  ),
  promo(
    'promo-education',
    { motif: 'book', palette: 'plum' },
    {
      slug: 'education-course-instalments',
      startDate: '2026-08-15',
      endDate: '2027-05-31',
      featured: false,
      cardholderOnly: false,
      termsSlug: 'promotions-general',
    },
    {
      title: '進修課程分期：語言及專業課程分 5 期',
      summary: '於指定教育合作商戶報讀語言、專業證書或興趣課程，可把學費分 3、4 或 5 期攤還。',
      merchant: '指定教育合作商戶',
      body: `想報讀語言課程或考取專業證書？於指定教育合作商戶以 Konew 卡繳付學費，即可選擇分 3、4 或 5 期。

## 適合甚麼課程？

- 語言課程
- 專業及資訊科技證書
- 音樂、藝術及運動興趣班

分期前請先比較一次性手續費及實際年利率，並確保每月還款在預算之內。`,
    },
    {
      title: 'Course instalments: language and professional courses in up to 5 payments',
      summary:
        'Enrol in a language, professional or hobby course with a designated education partner and spread the fee over 3, 4 or 5 months.',
      merchant: 'Designated education partners',
      body: `Planning a language course or a professional certificate? Pay the fee with your Konew Card at a designated education partner and choose 3, 4 or 5 instalments.

## Which courses?

- Language courses
- Professional and IT certificates
- Music, art and sports classes

Before choosing instalments, compare the one-time handling fee and effective annual rate, and make sure the monthly repayment fits your budget.`,
    },
  ),
  promo(
    'promo-apple-pay',
    { motif: 'phone', palette: 'slate' },
    {
      slug: 'apple-pay-first-payment',
      startDate: '2026-06-01',
      endDate: '2026-12-31',
      featured: false,
      cardholderOnly: true,
      termsSlug: 'apple-pay-first-payment-tnc',
    },
    {
      title: '持卡人專享：首次以 Apple Pay 付款獲 HK$50 回贈',
      summary: '把 Konew 卡加入 Apple Pay，並首次以 Apple Pay 簽賬滿 HK$100，即獲 HK$50 簽賬回贈。',
      body: `把 Konew 卡加入 Apple Pay 後，首次以 Apple Pay 簽賬滿 HK$100，即可獲 HK$50 簽賬回贈。

回贈會於下一期結單存入。設定方法請參閱 [Apple Pay 使用指南](/promotion_material/apple_pay)。`,
    },
    {
      title: 'Cardholders only: HK$50 back on your first Apple Pay payment',
      summary:
        'Add your Konew Card to Apple Pay and spend HK$100 or more in your first Apple Pay payment to get HK$50 back.',
      body: `Add your Konew Card to Apple Pay and spend HK$100 or more in your first Apple Pay payment to get HK$50 back.

The rebate is credited to your next statement. See the [Apple Pay guide](/promotion_material/apple_pay) to set it up.`,
    },
  ),
  promo(
    'promo-fitness-ended',
    { motif: 'dumbbell', palette: 'mint' },
    {
      slug: 'summer-fitness-offer',
      startDate: '2026-06-01',
      endDate: '2026-08-31',
      featured: false,
      cardholderOnly: false,
      termsSlug: 'promotions-general',
    },
    {
      title: '夏日健身優惠：健身會籍分期送運動毛巾',
      summary: '於指定健身中心以 Konew 卡分期購買會籍，即送運動毛巾一條。此推廣已經結束。',
      merchant: '指定健身合作商戶',
      body: `於推廣期內在指定健身中心以 Konew 卡購買會籍並選擇分期，即送運動毛巾一條，數量有限，送完即止。`,
    },
    {
      title: 'Summer fitness offer: a sports towel with a membership in instalments',
      summary:
        'Buy a gym membership in instalments with your Konew Card at a designated fitness centre and get a sports towel. This promotion has ended.',
      merchant: 'Designated fitness partners',
      body: `During the promotion, buy a membership at a designated fitness centre with your Konew Card and choose instalments to get a sports towel, while stocks last.`,
    },
  ),
  promo(
    'promo-christmas-ended',
    { motif: 'gift', palette: 'plum' },
    {
      slug: 'christmas-gift-instalments-2025',
      startDate: '2025-11-15',
      endDate: '2025-12-31',
      featured: false,
      cardholderOnly: true,
      termsSlug: 'promotions-general',
    },
    {
      title: '持卡人聖誕禮品分期：簽賬滿 HK$2,000 送 HK$100 禮券',
      summary: '2025 年聖誕期間，持卡人於指定商戶分期購買禮品可獲 HK$100 禮券。此推廣已經結束。',
      body: `2025 年聖誕期間，Konew 持卡人於指定合作商戶以分期購買禮品，單一簽賬滿 HK$2,000 可獲 HK$100 禮券。多謝大家支持！`,
    },
    {
      title: 'Cardholder Christmas gifts in instalments: HK$100 voucher on HK$2,000',
      summary:
        'At Christmas 2025, cardholders buying gifts in instalments at designated merchants received a HK$100 voucher. This promotion has ended.',
      body: `At Christmas 2025, Konew cardholders who bought gifts in instalments at designated partners, with a single purchase of HK$2,000 or more, received a HK$100 voucher. Thank you for taking part!`,
    },
  ),
];

const draw: Campaign = (id, image, fields, zh, en) => ({
  type: 'konewCardCampaign',
  id,
  image,
  fields: { type: 'lucky_draw', cardholderOnly: true, featured: false, ...fields },
  zh,
  en,
});

const winners = (prizesZh: string[], prizesEn: string[], ids: string[]) => ({
  zh: ids.map((identifier, i) => ({ prize: prizesZh[i] ?? '', identifier })),
  en: ids.map((identifier, i) => ({ prize: prizesEn[i] ?? '', identifier })),
});

const midAutumn = winners(
  [
    '頭獎：日本來回機票兩張',
    '二獎：HK$2,000 超市禮券',
    '二獎：HK$2,000 超市禮券',
    '三獎：HK$500 電子禮券',
    '三獎：HK$500 電子禮券',
    '三獎：HK$500 電子禮券',
  ],
  [
    'First prize: two return tickets to Japan',
    'Second prize: HK$2,000 supermarket voucher',
    'Second prize: HK$2,000 supermarket voucher',
    'Third prize: HK$500 e-voucher',
    'Third prize: HK$500 e-voucher',
    'Third prize: HK$500 e-voucher',
  ],
  [
    '**** **** **** 1024',
    '**** **** **** 5831',
    '**** **** **** 0472',
    '**** **** **** 9316',
    '**** **** **** 2208',
    '**** **** **** 6650',
  ],
);
const summer = winners(
  ['頭獎：最新款手提電腦', '二獎：無線耳機', '二獎：無線耳機', '三獎：HK$300 電子禮券'],
  [
    'First prize: the latest laptop',
    'Second prize: wireless earphones',
    'Second prize: wireless earphones',
    'Third prize: HK$300 e-voucher',
  ],
  ['**** **** **** 3307', '**** **** **** 7719', '**** **** **** 1185', '**** **** **** 4402'],
);
const spring = winners(
  [
    '頭獎：HK$10,000 旅遊禮券',
    '二獎：HK$1,000 電子禮券',
    '三獎：HK$200 電子禮券',
    '三獎：HK$200 電子禮券',
    '三獎：HK$200 電子禮券',
  ],
  [
    'First prize: HK$10,000 travel voucher',
    'Second prize: HK$1,000 e-voucher',
    'Third prize: HK$200 e-voucher',
    'Third prize: HK$200 e-voucher',
    'Third prize: HK$200 e-voucher',
  ],
  [
    '**** **** **** 8841',
    '**** **** **** 2950',
    '**** **** **** 6173',
    '**** **** **** 0386',
    '**** **** **** 5529',
  ],
);

export const campaigns: SampleEntry[] = [
  draw(
    'draw-mid-autumn-2026',
    { motif: 'trophy', palette: 'sun' },
    {
      slug: 'mid-autumn-lucky-draw-2026',
      startDate: '2026-08-15',
      endDate: '2026-09-30',
      drawDate: '2026-10-15',
      licenceNumber: '000123',
      termsSlug: 'mid-autumn-lucky-draw-2026-tnc',
    },
    {
      title: '中秋簽賬大抽獎 2026',
      summary: '推廣期內每簽賬滿 HK$500 即獲一次抽獎機會。得獎名單現已公布。',
      winners: midAutumn.zh,
      body: `多謝各位持卡人參加中秋簽賬大抽獎！抽獎已於 2026 年 10 月 15 日在獨立見證人監督下進行。得獎者將於 14 個工作天內收到短訊通知，請留意。`,
    },
    {
      title: 'Mid-Autumn lucky draw 2026',
      summary:
        'Every HK$500 spent during the promotion earned one draw entry. The winners are now announced.',
      winners: midAutumn.en,
      body: `Thank you to every cardholder who joined the Mid-Autumn lucky draw! The draw took place on 15 October 2026 under the supervision of an independent witness. Winners will be notified by SMS within 14 working days.`,
    },
  ),
  draw(
    'draw-summer-app-2026',
    { motif: 'trophy', palette: 'sky' },
    {
      slug: 'summer-app-lucky-draw-2026',
      startDate: '2026-06-01',
      endDate: '2026-07-31',
      drawDate: '2026-08-20',
      licenceNumber: '000118',
      termsSlug: 'promotions-general',
    },
    {
      title: '夏日 App 簽賬抽獎 2026',
      summary: '於 Konew App 內完成分期即獲抽獎機會。得獎名單已公布。',
      winners: summer.zh,
      body: `抽獎已於 2026 年 8 月 20 日進行，得獎者已獲短訊通知。獎品須於通知後 30 日內領取。`,
    },
    {
      title: 'Summer app lucky draw 2026',
      summary:
        'Each instalment plan set up in the Konew App earned a draw entry. The winners are announced.',
      winners: summer.en,
      body: `The draw took place on 20 August 2026 and the winners have been notified by SMS. Prizes must be collected within 30 days of the notice.`,
    },
  ),
  draw(
    'draw-spring-2026',
    { motif: 'trophy', palette: 'ember' },
    {
      slug: 'spring-lucky-draw-2026',
      startDate: '2026-02-01',
      endDate: '2026-03-31',
      drawDate: '2026-04-15',
      licenceNumber: '000107',
      termsSlug: 'promotions-general',
    },
    {
      title: '春日簽賬大抽獎 2026',
      summary: '春日期間簽賬即有機會贏取 HK$10,000 旅遊禮券。得獎名單已公布。',
      winners: spring.zh,
      body: `抽獎已於 2026 年 4 月 15 日進行，所有獎品已經派發。多謝參與！`,
    },
    {
      title: 'Spring lucky draw 2026',
      summary:
        'Spending in spring gave a chance to win a HK$10,000 travel voucher. The winners are announced.',
      winners: spring.en,
      body: `The draw took place on 15 April 2026 and all prizes have been given out. Thank you for taking part!`,
    },
  ),
];
