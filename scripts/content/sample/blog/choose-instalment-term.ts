import type { SampleEntry } from '../../sample-entry';

export const entry: SampleEntry = {
  type: 'konewBlogPost',
  id: 'blog-choose-instalment-term',
  image: { motif: 'pie', palette: 'sky' },
  fields: {
    slug: 'choose-instalment-term',
    topics: ['instalments', 'money-tips'],
    featured: false,
    hot: false,
    publishDate: '2026-10-28',
  },
  zh: {
    title: '分 3 期定 5 期？揀期數前要諗清楚的 4 件事',
    summary: '期數愈多，每月還款愈輕，但總成本未必一樣。用四個問題幫您揀出最適合自己的分期方案。',
    author: 'Konew 編輯部',
    body: `同一筆簽賬，分 3 期和分 5 期的每月還款額可以相差不少。揀期數之前，不妨先問自己以下四個問題。

## 1. 每月可以預留多少？

先計算每月收入扣除租金、交通、膳食等固定開支後的餘額。一般建議所有分期的每月還款總額，不多於可動用餘額的三成。

## 2. 手續費和實際年利率是多少？

App 會在您確認前顯示一次性手續費及實際年利率。比較不同期數時，請以實際年利率作準，而不是只看每月還款額。

## 3. 件貨用得幾耐？

分期期數最好不要長過貨品的使用年期。例如一部會用三年的手提電腦，分 5 期問題不大；一次性的旅遊消費，則宜盡快還清。

## 4. 未來幾個月有冇大筆開支？

如果預計稍後有學費、保險或節日開支，選擇較多期數可以令現金流更平均。

> 小提示：同一時間的分期計劃不宜太多，以免忘記還款日期。`,
  },
  en: {
    title: '3 or 5 instalments? Four questions to ask before you choose',
    summary:
      'More instalments mean a lighter monthly repayment, but not always the same total cost. Four questions to find the plan that fits you.',
    author: 'Konew editorial team',
    body: `The same purchase can mean quite different monthly repayments over 3 or 5 months. Ask yourself these four questions before you choose.

## 1. How much can you set aside each month?

Start from your monthly income and take away rent, transport, food and other fixed costs. As a rule of thumb, keep all your instalments together under a third of what is left.

## 2. What are the handling fee and the effective annual rate?

The app shows the one-time handling fee and the effective annual rate before you confirm. Compare plans by the effective annual rate, not just by the monthly amount.

## 3. How long will you use what you bought?

Try not to repay for longer than you will use the item. A laptop you will keep for three years can comfortably go over 5 months; a one-off trip is better repaid quickly.

## 4. Are big bills coming up?

If tuition, insurance or festive spending is due soon, more instalments can keep your cash flow even.

> Tip: avoid running many instalment plans at once, so that no due date slips past you.`,
  },
};
