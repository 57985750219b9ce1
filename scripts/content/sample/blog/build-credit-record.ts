import type { SampleEntry } from '../../sample-entry';

export const entry: SampleEntry = {
  type: 'konewBlogPost',
  id: 'blog-build-credit-record',
  image: { motif: 'chart', palette: 'mint' },
  fields: {
    slug: 'build-good-credit-record',
    topics: ['credit-score'],
    featured: false,
    hot: false,
    publishDate: '2026-07-08',
  },
  zh: {
    title: '建立良好信貸紀錄的 6 個好習慣',
    summary:
      '良好的信貸紀錄不是一朝一夕建立的。由準時還款到控制信用額使用率，六個日常習慣幫您穩步累積信用。',
    author: 'Konew 編輯部',
    body: `無論將來想申請按揭、私人貸款還是提高信用額，良好的信貸紀錄都很重要。以下六個習慣，人人都可以做到。

## 六個好習慣

1. **準時還款**：設定自動轉賬或還款提示，避免逾期。
2. **盡量全數清還結欠**：只還最低還款額會令結欠累積。
3. **控制信用額使用率**：經常用盡信用額，可能被視為財務較緊張。
4. **不要短時間內申請太多信貸**：每次申請都可能留下查閱紀錄。
5. **保留歷史較長的賬戶**：信貸歷史愈長，愈能反映您的還款能力。
6. **定期查閱信貸報告**：及早發現錯誤並要求更正。

## 已經有逾期紀錄？

逾期紀錄會在報告中保留一段時間，但只要之後保持準時還款，新的良好紀錄會逐步反映您的改變。

想了解如何查閱報告，可閱讀 [免費查閱信貸報告](entry:blog-free-credit-report)。`,
  },
  en: {
    title: 'Six habits that build a good credit record',
    summary:
      'A good credit record is built over time. From paying on time to keeping your credit use in check, six everyday habits that add up.',
    author: 'Konew editorial team',
    body: `Whether you will one day apply for a mortgage, a personal loan or a higher credit limit, a good credit record matters. These six habits are within everyone's reach.

## Six good habits

1. **Pay on time**: set up autopay or a reminder so nothing is late.
2. **Pay the balance in full when you can**: paying only the minimum lets the balance build up.
3. **Keep your credit use moderate**: always using your full limit can look like financial strain.
4. **Do not apply for a lot of credit at once**: each application can leave an enquiry on your record.
5. **Keep your older accounts**: a longer history shows more of how you repay.
6. **Check your credit report regularly**: spot mistakes early and ask for them to be corrected.

## Already have a late payment?

Late payments stay on your report for a while, but if you repay on time from now on, your new record gradually shows the change.

To see how to get your report, read [your free credit report](entry:blog-free-credit-report).`,
  },
};
