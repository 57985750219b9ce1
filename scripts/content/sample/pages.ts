// Banner slides, terms pages, landing pages and mall merchants of the card site.
import type { PaletteName } from '../illustrations';
import type { MotifName } from '../motifs';
import type { Picture, SampleCopy, SampleEntry, SampleFields } from '../sample-entry';

const slide = (
  order: number,
  slug: string,
  link: string,
  image: Picture,
  zh: SampleCopy,
  en: SampleCopy,
): SampleEntry[] => [
  {
    type: 'konewWebsiteBannerSlides',
    id: `slide-${slug}`,
    image: { ...image, width: 1600, height: 640, align: 'right' },
    imageField: 'image',
    fields: { slug, order, link },
    zh,
    en,
  },
  {
    type: 'konewWebsiteBannerSlidesMobile',
    id: `slide-mobile-${slug}`,
    image: { ...image, width: 750, height: 900, align: 'top' },
    imageField: 'image',
    fields: { slug, order, link },
    zh,
    en,
  },
];

export const bannerSlides: SampleEntry[] = [
  ...slide(
    1,
    'pay-later',
    '/InstallmentIntroRoute',
    { motif: 'card', palette: 'ember' },
    {
      title: 'Konew 卡與分期日曆插圖',
      heading: '先買後付，分 3、4 或 5 期',
      subheading: '合作商戶簽賬即可分期，最長 46 日免息還款期。',
      ctaLabel: '了解先買後付',
    },
    {
      title: 'Illustration of the Konew Card and an instalment calendar',
      heading: 'Buy now, pay in 3, 4 or 5 instalments',
      subheading: 'Split purchases at partner merchants, with up to 46 days interest-free.',
      ctaLabel: 'How pay later works',
    },
  ),
  ...slide(
    2,
    'welcome-offer',
    '/promotions/new-cardholder-welcome',
    { motif: 'gift', palette: 'plum' },
    {
      title: '迎新禮物插圖',
      heading: '新客迎新禮 HK$300 超市禮券',
      subheading: '發卡後 60 日內累積簽賬滿 HK$3,000 即可獲得。',
      ctaLabel: '查看迎新優惠',
    },
    {
      title: 'Illustration of a welcome gift',
      heading: 'A HK$300 supermarket voucher to welcome you',
      subheading: 'Spend HK$3,000 within 60 days of getting your card.',
      ctaLabel: 'See the welcome offer',
    },
  ),
  ...slide(
    3,
    'sme-loan',
    '/sme-loan',
    { motif: 'store', palette: 'mint' },
    {
      title: '店舖插圖',
      heading: 'KCash 中小企貸款',
      subheading: '最快 3 個工作天批核，毋須抵押。借錢梗要還，咪俾錢中介。',
      ctaLabel: '了解中小企貸款',
    },
    {
      title: 'Illustration of a shop front',
      heading: 'KCash SME Loan',
      subheading:
        "Approval in as little as 3 working days, no collateral. You have to repay your loans. Don't pay any intermediaries.",
      ctaLabel: 'About the SME loan',
    },
  ),
];

const terms = (
  slug: string,
  effectiveDate: string,
  zh: SampleCopy,
  en: SampleCopy,
): SampleEntry => ({
  type: 'konewTermsPage',
  id: `tnc-${slug}`,
  fields: { slug, effectiveDate },
  zh,
  en,
});

const commonZh = `## 一般條款

- 推廣只適用於 Konew 卡主卡及附屬卡持卡人，賬戶須於推廣期內及獎賞發放時維持有效及信用良好。
- 合資格簽賬不包括現金透支、繳費、轉賬、賭博交易及其後被取消或退款的交易。
- 本公司保留隨時修改或終止推廣及本條款的權利，並會在網站公布。如有任何爭議，本公司保留最終決定權。
- 如本條款的中英文版本有任何歧異，概以英文版本為準。

## 個人資料

參加推廣所提供的個人資料，會按照我們的 [私隱政策](/privacy) 處理。`;

const commonEn = `## General terms

- The promotion is open to principal and supplementary Konew Card holders whose accounts are valid and in good standing during the promotion and when the reward is given.
- Eligible purchases exclude cash advances, bill payments, transfers, gambling transactions and any purchase later cancelled or refunded.
- We may change or end the promotion and these terms at any time and will announce any change on this website. In case of dispute, our decision is final.
- If the English and Chinese versions differ, the English version prevails.

## Personal data

Personal data provided for the promotion is handled under our [privacy policy](/privacy).`;

export const termsPages: SampleEntry[] = [
  terms(
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
  ),
  terms(
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
  ),
  terms(
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
  ),
  terms(
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
  ),
  terms(
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
  ),
  terms(
    'mid-autumn-lucky-draw-2026-tnc',
    '2026-08-15',
    {
      title: '中秋簽賬大抽獎 2026 條款及細則',
      summary: '抽獎的參加方法、獎品、抽獎安排及得獎通知。',
      body: `## 推廣期

2026 年 8 月 15 日至 2026 年 9 月 30 日。

## 參加方法

- 推廣期內每累積合資格簽賬滿 HK$500，即自動獲得一次抽獎機會。
- 每位持卡人最多 20 次抽獎機會。

## 抽獎及得獎通知

- 抽獎於 2026 年 10 月 15 日在獨立見證人監督下以電腦隨機抽出。
- 得獎者會於抽獎後 14 個工作天內收到短訊通知，並須於通知後 30 日內領獎。
- 得獎名單以遮蔽後的卡號末四位公布。

## 牌照

本推廣活動已獲發商業推廣競賽牌照，牌照號碼：000123。

${commonZh}`,
    },
    {
      title: 'Mid-Autumn lucky draw 2026: terms and conditions',
      summary: 'How to enter, the prizes, the draw and how winners are told.',
      body: `## Promotion period

15 August 2026 to 30 September 2026.

## How to enter

- Every HK$500 of eligible spending during the promotion earns one entry automatically.
- Up to 20 entries per cardholder.

## The draw and notification

- The draw is made at random by computer on 15 October 2026 under the supervision of an independent witness.
- Winners are notified by SMS within 14 working days of the draw and must collect their prize within 30 days of the notice.
- Winners are announced by the last four digits of their masked card number.

## Licence

This promotion is covered by Trade Promotion Competition Licence No. 000123.

${commonEn}`,
    },
  ),
  terms(
    'promotions-general',
    '2025-01-01',
    {
      title: '推廣活動一般條款（舊版）',
      summary: '此內容由固定頁面取代，只為示範固定頁面優先於內容頁面。',
      body: `## 舊版內容

此版本已由網站的固定頁面取代。`,
    },
    {
      title: 'General promotion terms (old version)',
      summary: 'A fixed page replaces this entry; it shows that the fixed page takes priority.',
      body: `## Old content

This version is replaced by the site's fixed page.`,
    },
  ),
];

const landing = (
  slug: string,
  type: string,
  image: Picture,
  fields: SampleFields,
  zh: SampleCopy,
  en: SampleCopy,
): SampleEntry => ({
  type: 'konewLandingPage',
  id: `landing-${slug.replace(/_/g, '-')}`,
  image: { ...image, width: 1200, height: 675 },
  imageField: 'heroImage',
  fields: { slug, type, ...fields },
  zh,
  en,
});

export const landingPages: SampleEntry[] = [
  landing(
    'student-offer',
    'campaign',
    { motif: 'book', palette: 'sky' },
    { ctaUrl: '/download_app', endDate: '2027-08-31' },
    {
      title: '大專生專享：進修及電子產品分期',
      summary: '專上學生以 Konew 卡於指定商戶購買電腦或報讀課程，可以分期攤還，輕鬆應付開學開支。',
      ctaLabel: '下載 App 申請',
      body: `開學要買電腦、報興趣班？Konew 卡讓您於指定合作商戶把開支分為 3、4 或 5 期。

## 為學生而設

- 手提電腦、平板電腦及配件可以分期
- 語言課程及專業證書學費可以分期
- 在 App 內清楚顯示每月還款額、手續費及實際年利率

## 用得精明

分期前先做好每月預算，確保還款不會影響日常生活。可參考 [畢業生理財預算](/blog/first-salary-budget)。

> 忠告：借錢梗要還，咪俾錢中介`,
    },
    {
      title: 'For tertiary students: instalments on courses and electronics',
      summary:
        'Students can spread the cost of a computer or a course at designated merchants with the Konew Card, making the start of term easier.',
      ctaLabel: 'Download the app to apply',
      body: `Need a computer or a class for the new term? The Konew Card lets you split the cost into 3, 4 or 5 instalments at designated partner merchants.

## Made for students

- Laptops, tablets and accessories in instalments
- Language courses and professional certificates in instalments
- Monthly repayment, handling fee and effective annual rate shown clearly in the app

## Use it wisely

Make a monthly budget before choosing instalments, so that repayments never squeeze daily life. See [budgeting your first salary](/blog/first-salary-budget).

> Warning: You have to repay your loans. Don't pay any intermediaries.`,
    },
  ),
  landing(
    'partner-week',
    'campaign',
    { motif: 'bag', palette: 'ember' },
    { ctaUrl: '/mall', endDate: '2027-01-15' },
    {
      title: '合作商戶分期週',
      summary: '一連七日，於精選合作商戶分期購物，認住 Konew 分期標誌。',
      ctaLabel: '查看合作商戶',
      body: `合作商戶分期週期間，精選電子產品、家居及健身商戶都接受 Konew 分期。

## 點樣參加？

1. 於合作商戶以 Konew 卡付款。
2. 在 Konew App 選擇分 3、4 或 5 期。
3. 按月還款，清楚簡單。

查看 [全部合作商戶](/mall)。`,
    },
    {
      title: 'Partner merchant instalment week',
      summary:
        'Seven days of instalment shopping at selected partner merchants. Look for the Konew instalments sign.',
      ctaLabel: 'See the partner merchants',
      body: `During partner week, selected electronics, home and fitness merchants all take Konew instalments.

## How to join

1. Pay with your Konew Card at a partner merchant.
2. Choose 3, 4 or 5 instalments in the Konew App.
3. Repay month by month: clear and simple.

See [all partner merchants](/mall).`,
    },
  ),
  landing(
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
  ),
  landing(
    'apple_pay',
    'promotion_material',
    { motif: 'phone', palette: 'slate' },
    { ctaUrl: '/promotions/apple-pay-first-payment' },
    {
      title: 'Apple Pay 使用指南',
      summary: '把 Konew 卡加入 Apple Pay，在商店、App 及網站安全快捷付款。',
      ctaLabel: '查看 Apple Pay 優惠',
      body: `Konew 卡支援 Apple Pay。您的卡號不會儲存在裝置上，也不會與商戶分享。

## 在 iPhone 加入卡片

1. 打開「錢包」App，按右上角的「加入」。
2. 選擇「扣賬卡或信用卡」，以相機掃描 Konew 卡。
3. 依指示以短訊一次性密碼完成驗證。

## 付款

在支援感應付款的商店，把手機靠近付款終端機，並以面容、指紋或密碼確認即可。在 App 或網站結賬時，選擇 Apple Pay 付款。

## 遺失裝置

請立即致電客戶服務熱線暫停卡片，並以「尋找」功能把裝置設為遺失模式。

首次以 Apple Pay 付款更可獲 [HK$50 回贈](/promotions/apple-pay-first-payment)。`,
    },
    {
      title: 'Apple Pay guide',
      summary:
        'Add your Konew Card to Apple Pay and pay safely and quickly in shops, in apps and on the web.',
      ctaLabel: 'See the Apple Pay offer',
      body: `The Konew Card works with Apple Pay. Your card number is not stored on the device or shared with merchants.

## Add the card on iPhone

1. Open the Wallet app and tap "Add" at the top right.
2. Choose "Debit or Credit Card" and scan your Konew Card with the camera.
3. Verify with the one-time password sent by SMS.

## Paying

In shops that take contactless payments, hold your phone near the reader and confirm with Face ID, Touch ID or your passcode. In apps and on websites, choose Apple Pay at checkout.

## If you lose your device

Call the customer service hotline at once to suspend the card, and use Find My to mark the device as lost.

Your first Apple Pay payment also earns [HK$50 back](/promotions/apple-pay-first-payment).`,
    },
  ),
];

const merchant = (
  order: number,
  slug: string,
  category: string,
  motif: MotifName,
  palette: PaletteName,
  zh: SampleCopy,
  en: SampleCopy,
  instalmentTerms = ['3', '4', '5'],
): SampleEntry => ({
  type: 'konewMallMerchant',
  id: `merchant-${slug}`,
  image: { motif, palette, width: 400, height: 400 },
  imageField: 'logo',
  fields: { slug, category, order, instalmentTerms },
  zh,
  en,
});

export const mallMerchants: SampleEntry[] = [
  merchant(
    1,
    'digital-square',
    'electronics',
    'laptop',
    'sky',
    { name: '數碼坊', description: '手機、電腦及相機專門店，全線分店接受分期。' },
    {
      name: 'Digital Square',
      description: 'Phones, computers and cameras; every branch takes instalments.',
    },
  ),
  merchant(
    2,
    'parkley-electrical',
    'electronics',
    'phone',
    'slate',
    { name: '栢利電器', description: '家庭電器及影音產品，提供送貨及安裝服務。' },
    {
      name: 'Parkley Electrical',
      description: 'Home appliances and audio-visual products, with delivery and installation.',
    },
  ),
  merchant(
    3,
    'pan-asia-travel',
    'travel',
    'plane',
    'mint',
    { name: '環亞旅遊', description: '亞洲及長線旅行團、自由行套票。' },
    {
      name: 'Pan-Asia Travel',
      description: 'Guided tours and flight-and-hotel packages across Asia and beyond.',
    },
  ),
  merchant(
    4,
    'cloudroute-tickets',
    'travel',
    'plane',
    'sky',
    { name: '雲途機票', description: '網上機票及酒店預訂平台。' },
    { name: 'CloudRoute Tickets', description: 'Online flight and hotel bookings.' },
    ['3', '4'],
  ),
  merchant(
    5,
    'ming-tak-language',
    'education',
    'book',
    'plum',
    { name: '明德語言學院', description: '英語、日語及普通話課程，小班教學。' },
    {
      name: 'Ming Tak Language Institute',
      description: 'English, Japanese and Putonghua courses in small classes.',
    },
  ),
  merchant(
    6,
    'studyeasy',
    'education',
    'book',
    'sun',
    { name: '進修易', description: '專業證書及資訊科技課程。' },
    { name: 'StudyEasy', description: 'Professional certificates and IT courses.' },
  ),
  merchant(
    7,
    'clearview-eye-centre',
    'health',
    'heart',
    'mint',
    { name: '晴朗眼科中心', description: '眼科檢查、驗眼配鏡及視力矯正。' },
    {
      name: 'Clearview Eye Centre',
      description: 'Eye examinations, glasses and vision correction.',
    },
  ),
  merchant(
    8,
    'assure-dental',
    'health',
    'heart',
    'sky',
    { name: '安心牙科', description: '洗牙、矯齒及植牙服務。' },
    { name: 'Assure Dental', description: 'Cleaning, orthodontics and implants.' },
  ),
  merchant(
    9,
    'timberword-furniture',
    'home',
    'sofa',
    'ember',
    { name: '木言傢俬', description: '實木傢俬及訂造家具。' },
    { name: 'Timberword Furniture', description: 'Solid wood and made-to-measure furniture.' },
  ),
  merchant(
    10,
    'soundsleep-mattress',
    'home',
    'sofa',
    'plum',
    { name: '好眠床褥', description: '床褥、枕頭及床上用品。' },
    { name: 'SoundSleep Mattress', description: 'Mattresses, pillows and bedding.' },
    ['3', '4'],
  ),
  merchant(
    11,
    'dynamo-fitness',
    'fitness',
    'dumbbell',
    'sun',
    { name: '動力健身', description: '全港多間分店的健身中心會籍。' },
    { name: 'Dynamo Fitness', description: 'Gym memberships at branches across Hong Kong.' },
  ),
  merchant(
    12,
    'trailside-sports',
    'fitness',
    'dumbbell',
    'mint',
    { name: '山野運動用品', description: '行山、露營及跑步裝備。' },
    { name: 'Trailside Sports', description: 'Hiking, camping and running gear.' },
  ),
];
