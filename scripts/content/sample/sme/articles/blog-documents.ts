import type { SampleEntry } from '../../../sample-entry';
import { risk } from '../risk-warning';

export const entry: SampleEntry = {
  type: 'kcashSmeBlogPost',
  id: 'sme-blog-documents',
  image: { motif: 'clipboard', palette: 'slate' },
  fields: {
    slug: 'sme-loan-documents-checklist',
    topics: ['loan-basics'],
    featured: false,
    hot: true,
    publishDate: '2026-09-03',
  },
  zh: {
    title: '申請中小企貸款要準備甚麼文件？',
    summary: '文件齊全，審批更快。一份清單列出有限公司、獨資及合夥業務的常用文件。',
    author: 'KCash 編輯部',
    body: `一次過準備好文件，可以大大縮短審批時間。

## 常用文件

- 商業登記證
- 公司註冊證明書（有限公司適用）
- 最近六個月的公司銀行月結單
- 董事或東主的身份證明及住址證明
- 最近一年的財務報表或報稅表（如有）

## 小提示

文件影像要清晰完整；如業務地址有變，請一併提供最新的租約或證明。

${risk.zh}`,
  },
  en: {
    title: 'Which documents does an SME loan application need?',
    summary:
      'Complete documents mean faster approval. A checklist for limited companies, sole proprietors and partnerships.',
    author: 'KCash editorial team',
    body: `Having your documents ready in one go can cut the approval time considerably.

## Common documents

- Business registration certificate
- Certificate of incorporation (limited companies)
- The company's bank statements for the last six months
- Identity and address proof of directors or owners
- The latest annual financial statements or tax return, if any

## Tip

Make sure copies are clear and complete. If your business address has changed, include the latest tenancy agreement or proof.

${risk.en}`,
  },
};
