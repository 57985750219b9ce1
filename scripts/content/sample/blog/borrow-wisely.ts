import type { SampleEntry } from '../../sample-entry';

export const entry: SampleEntry = {
  type: 'konewBlogPost',
  id: 'blog-borrow-wisely',
  image: { motif: 'magnifier', palette: 'ember' },
  fields: {
    slug: 'borrow-wisely-avoid-intermediaries',
    topics: ['money-tips', 'security'],
    featured: true,
    hot: true,
    publishDate: '2026-11-02',
  },
  zh: {
    title: '借錢前要知：看清實際年利率，咪俾錢中介',
    summary: '借貸前比較實際年利率，並留意自稱可「包批」的中介。持牌放債人不會要求您經中介付款。',
    author: 'Konew 編輯部',
    body: `借錢梗要還。借貸之前，先了解清楚成本和風險，才能作出適合自己的決定。

## 比較實際年利率

不同貸款的利息、手續費和還款期各有不同。**實際年利率** 已把手續費等費用計算在內，是比較貸款成本最可靠的指標。根據《放債人條例》，年利率超過 48% 屬違法。

## 小心財務中介

- 自稱可以「包批」或「低息清卡數」的中介，可能收取高昂費用。
- 持牌放債人不會要求您向任何第三者繳付手續費。
- 切勿把身份證、銀行卡或網上理財密碼交給他人。

## 如何核實放債人身份？

您可以在公司註冊處的放債人登記冊查閱放債人牌照。Konew 的放債人牌照號碼列於每一頁的頁尾。

## 遇到可疑情況

如懷疑遇到非法中介或詐騙，可向警方報案。對我們的服務有任何疑問，歡迎 [聯絡我們](/contact-us)。

> 忠告：借錢梗要還，咪俾錢中介`,
  },
  en: {
    title: "Before you borrow: check the effective annual rate and don't pay intermediaries",
    summary:
      'Compare the effective annual rate before you borrow, and beware of intermediaries who promise approval. A licensed money lender never asks you to pay through one.',
    author: 'Konew editorial team',
    body: `You have to repay what you borrow. Understand the cost and the risks first, so the decision is the right one for you.

## Compare the effective annual rate

Loans differ in interest, fees and repayment period. The **effective annual rate** includes the handling fee and similar charges, so it is the most reliable way to compare what loans cost. Under the Money Lenders Ordinance, an annual rate above 48% is unlawful.

## Beware of intermediaries

- Intermediaries who promise guaranteed approval or cheap debt consolidation may charge heavy fees.
- A licensed money lender never asks you to pay a fee to a third party.
- Never hand your identity card, bank card or online banking password to anyone.

## How to check a money lender

You can look up money lender licences in the Companies Registry's register of money lenders. Konew's money lender's licence number is in the footer of every page.

## If something seems wrong

Report suspected illegal intermediaries or fraud to the police. For any question about our services, [contact us](/contact-us).

> Warning: You have to repay your loans. Don't pay any intermediaries.`,
  },
};
