import type { SampleEntry } from '../../sample-entry';

export const entry: SampleEntry = {
  type: 'konewBlogPost',
  id: 'blog-phishing-sms',
  image: { motif: 'lock', palette: 'slate' },
  fields: {
    slug: 'spot-phishing-messages',
    topics: ['security'],
    featured: false,
    hot: true,
    publishDate: '2026-10-05',
  },
  zh: {
    title: '防範釣魚短訊：保護您的卡和 App 賬戶',
    summary:
      '騙徒會冒充銀行、速遞或政府部門發短訊，引您登入假網站。記住幾個原則，就能避開大部分陷阱。',
    author: 'Konew 編輯部',
    body: `釣魚短訊和電郵愈來愈逼真。它們通常製造緊張感，例如「賬戶將被凍結」或「包裹未能派送」，引您按下連結輸入資料。

## Konew 不會做的事

- 不會透過短訊或電郵連結要求您登入或輸入卡號
- 不會要求您提供一次性密碼（OTP）或 App 密碼
- 不會要求您轉賬到私人戶口

## 收到可疑訊息怎麼辦？

1. 不要按連結，也不要回覆。
2. 直接開啟 Konew App 或自行輸入官方網址查看。
3. 如已輸入資料，立即致電客戶服務熱線凍結卡片。

## 日常保護

- 為 App 設定生物認證登入
- 開啟交易通知，即時知道每筆簽賬
- 手機系統及 App 保持最新版本

如有懷疑，可以先到 [常見問題](/faq) 查看，或致電客戶服務熱線查詢。`,
  },
  en: {
    title: 'Spot phishing messages and protect your card and app account',
    summary:
      'Fraudsters pose as banks, couriers or government departments to lure you to fake websites. A few simple rules keep you clear of most traps.',
    author: 'Konew editorial team',
    body: `Phishing texts and emails look more convincing every year. They usually create urgency, such as "your account will be frozen" or "your parcel could not be delivered", so that you tap a link and enter your details.

## What Konew never does

- Ask you to log in or enter your card number through a link in a text or email
- Ask for a one-time password (OTP) or your app password
- Ask you to transfer money to a personal account

## Got a suspicious message?

1. Do not tap the link and do not reply.
2. Open the Konew App, or type the official address yourself.
3. If you have already entered your details, call the customer service hotline at once to block your card.

## Everyday protection

- Use biometric log-in for the app
- Turn on transaction alerts to see every purchase as it happens
- Keep your phone's system and apps up to date

When in doubt, check the [FAQ](/faq) or call the customer service hotline.`,
  },
};
