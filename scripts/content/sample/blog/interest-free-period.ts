import type { SampleEntry } from '../../sample-entry';

export const entry: SampleEntry = {
  type: 'konewBlogPost',
  id: 'blog-interest-free-period',
  image: { motif: 'calendar', palette: 'mint' },
  fields: {
    slug: 'interest-free-period-explained',
    topics: ['instalments', 'money-tips'],
    featured: true,
    hot: false,
    publishDate: '2026-09-15',
  },
  zh: {
    title: '最長 46 日免息還款期是怎樣計算的？',
    summary:
      '免息還款期由簽賬日起計，至到期還款日為止。了解結單日與到期日的關係，就能善用最長 46 日的免息期。',
    author: 'Konew 編輯部',
    body: `Konew 卡的免息還款期最長為 46 日。實際日數視乎您在結單週期內哪一天簽賬。

## 結單日與到期還款日

每月結單日會結算上一個週期的簽賬，到期還款日一般在結單日後約半個月。在結單日翌日簽賬，距離到期還款日最遠，免息期最長；在結單日當天簽賬，免息期則最短。

## 例子

假設結單日為每月 1 日，到期還款日為 16 日：

- 10 月 2 日簽賬，會列入 11 月 1 日的結單，11 月 16 日到期，免息期為 45 日。
- 10 月 31 日簽賬，同樣於 11 月 16 日到期，免息期只有 16 日。

## 怎樣才能不付利息？

於到期還款日或之前 **全數** 繳付結單結欠，便不會被收取利息。只繳付最低還款額的話，未清還的結欠會開始計息。

您可以在 Konew App 查看自己的結單日及到期還款日，並設定還款提示。`,
  },
  en: {
    title: 'How is the interest-free period of up to 46 days counted?',
    summary:
      'The interest-free period runs from the day you spend to the payment due date. Know how your statement date and due date relate, and you can use up to 46 days.',
    author: 'Konew editorial team',
    body: `The Konew Card gives you an interest-free period of up to 46 days. How many days you get depends on when in the statement cycle you spend.

## Statement date and payment due date

Each statement date closes the previous cycle, and the payment due date is usually about half a month later. Spend the day after your statement date and you get the longest interest-free period; spend on the statement date itself and you get the shortest.

## An example

Say your statement date is the 1st of each month and the payment is due on the 16th:

- Spend on 2 October: it appears on the 1 November statement, due 16 November, 45 days interest-free.
- Spend on 31 October: also due on 16 November, just 16 days interest-free.

## How to pay no interest

Pay the statement balance **in full** on or before the due date and you pay no interest. If you pay only the minimum, interest starts on the balance left.

You can see your statement and due dates in the Konew App and set a payment reminder there.`,
  },
};
