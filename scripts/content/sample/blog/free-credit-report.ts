import type { SampleEntry } from '../../sample-entry';

export const entry: SampleEntry = {
  type: 'konewBlogPost',
  id: 'blog-free-credit-report',
  image: { motif: 'clipboard', palette: 'slate' },
  fields: {
    slug: 'free-credit-report',
    topics: ['credit-score'],
    featured: false,
    hot: true,
    publishDate: '2026-08-20',
  },
  zh: {
    title: '免費查閱信貸報告：多家信貸資料服務機構模式下要知的事',
    summary:
      '香港現時有多家信貸資料服務機構，您可以每 12 個月向每家免費索取一份個人信貸報告。查閱報告並不代表獲批任何貸款。',
    author: 'Konew 編輯部',
    body: `信貸報告記錄了您的借貸及還款紀錄，是銀行和財務機構審批申請時的重要參考。定期查閱，可以及早發現錯誤或不尋常的紀錄。

## 可以免費查閱幾多次？

在多家信貸資料服務機構模式下，您可以每 12 個月向每家機構免費索取一份個人信貸報告。

## 報告會顯示甚麼？

- 您持有的信用卡及貸款賬戶
- 每月還款紀錄，包括有否逾期
- 最近有哪些機構查閱過您的報告

## 發現錯誤怎麼辦？

如報告內容有誤，可以直接向該信貸資料服務機構提出更正要求，並提供相關證明文件。

Konew App 亦提供 [免費智能信貸報告](/features/free-smart-credit-report) 功能，幫您整理重點。請注意：查閱信貸報告並不代表您的任何申請已獲批核。`,
  },
  en: {
    title: 'Your free credit report under the multiple credit reference agency model',
    summary:
      'Hong Kong now has more than one credit reference agency, and you can get one free report from each of them every 12 months. Checking your report does not mean any loan is approved.',
    author: 'Konew editorial team',
    body: `Your credit report records what you have borrowed and how you have repaid. Banks and lenders rely on it when they assess an application, so checking it regularly helps you catch mistakes or anything unusual early.

## How often is it free?

Under the multiple credit reference agency model you can get one free personal credit report from each agency every 12 months.

## What does the report show?

- The credit cards and loan accounts you hold
- Your monthly repayment record, including any late payments
- Which organisations have recently looked at your report

## Found a mistake?

Ask the credit reference agency concerned to correct it, with documents that support your request.

The Konew App also offers a [free smart credit report](/features/free-smart-credit-report) that sums up the key points. Please note: checking your credit report does not mean any application of yours is approved.`,
  },
};
