import type { SampleEntry } from '../../sample-entry';

export const entry: SampleEntry = {
  type: 'konewBlogPost',
  id: 'blog-instalment-basics',
  image: { motif: 'card', palette: 'ember' },
  fields: {
    slug: 'instalment-basics',
    topics: ['instalments'],
    featured: true,
    hot: true,
    publishDate: '2026-11-10',
  },
  zh: {
    title: '先買後付點運作？3 分鐘看懂分 3、4、5 期',
    summary:
      '於合作商戶簽賬後，可把貨款平均分為 3、4 或 5 個月攤還。本文一次過講清楚流程、費用同要留意的地方。',
    author: 'Konew 編輯部',
    body: `「先買後付」讓您先取得貨品或服務，再按月分期還款。用 Konew 卡於指定合作商戶付款時，您可以選擇把該筆簽賬分為 3、4 或 5 期。

## 分期流程

1. 於合作商戶用 Konew 卡付款。
2. 在 Konew App 的交易紀錄中選擇該筆簽賬，按「分期」。
3. 揀選 3、4 或 5 個月，App 會顯示每月還款額、一次性手續費及實際年利率。
4. 確認後，每月結單會列出當期應還金額。

## 以 HK$10,000 簽賬為例

分 3 期，每月本金約 HK$3,333；分 4 期為 HK$2,500；分 5 期為 HK$2,000。一次性手續費會在您確認前清楚列明，並同時顯示相應的實際年利率，方便您比較。

![asset:img-instalment-steps]

## 要留意的地方

- 分期只適用於指定合作商戶的簽賬，可於 [分期商戶](/mall) 頁面查看。
- 確認分期後，期數一般不能更改；如想提早還清，請先查閱條款。
- 請按時還款，逾期還款會影響您的信貸紀錄。

想知道更多，可以閱讀 [分 3 期定 5 期？](entry:blog-choose-instalment-term) 或到 [常見問題](/faq) 查看。`,
  },
  en: {
    title: 'How does buy now, pay later work? Split into 3, 4 or 5 instalments in 3 minutes',
    summary:
      'Pay at a partner merchant, then spread the amount evenly over 3, 4 or 5 months. Here is the process, the cost and what to watch out for.',
    author: 'Konew editorial team',
    body: `Buy now, pay later lets you take your purchase home today and repay it in monthly instalments. When you pay with your Konew Card at a designated partner merchant, you can split that purchase into 3, 4 or 5 instalments.

## How it works

1. Pay with your Konew Card at a partner merchant.
2. In the Konew App, open the transaction and tap "Instalments".
3. Choose 3, 4 or 5 months. The app shows the monthly repayment, the one-time handling fee and the effective annual rate.
4. Once you confirm, each monthly statement shows the instalment due.

## Example: a HK$10,000 purchase

Over 3 months the principal is about HK$3,333 a month; over 4 months HK$2,500; over 5 months HK$2,000. The one-time handling fee is shown before you confirm, together with its effective annual rate, so you can compare.

![asset:img-instalment-steps]

## Good to know

- Instalments apply only to purchases at designated partner merchants; see [partner merchants](/mall).
- Once confirmed, the number of instalments usually cannot be changed. Check the terms before repaying early.
- Repay on time: late repayments affect your credit record.

Read on with [3 or 5 instalments?](entry:blog-choose-instalment-term) or visit the [FAQ](/faq).`,
  },
};
