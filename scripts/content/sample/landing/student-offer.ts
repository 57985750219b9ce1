import { landing } from './landing';

export const entry = landing(
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
);
