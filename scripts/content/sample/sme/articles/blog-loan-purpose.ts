import type { SampleEntry } from '../../../sample-entry';
import { risk } from '../risk-warning';

export const entry: SampleEntry = {
  type: 'kcashSmeBlogPost',
  id: 'sme-blog-loan-purpose',
  image: { motif: 'chart', palette: 'sky' },
  fields: {
    slug: 'working-capital-or-expansion',
    topics: ['loan-basics'],
    featured: false,
    hot: false,
    publishDate: '2026-07-15',
  },
  zh: {
    title: '營運資金定擴充業務？揀啱貸款用途',
    summary: '貸款用途會影響適合的金額和還款期。了解常見用途，申請時更清楚。',
    author: 'KCash 編輯部',
    body: `申請中小企貸款時，需要說明貸款用途。不同用途適合的貸款金額和還款期各有不同。

## 常見用途

- **營運資金**：應付租金、薪金及存貨，通常還款期較短。
- **擴充業務**：開設新分店或進入新市場，金額較大，還款期較長。
- **購置設備或機器**：按設備的使用年期規劃還款期。
- **稅務**：應付利得稅等一次性支出。

## 怎樣決定金額？

按實際需要計算，並預留緩衝，但不宜借得太多，以免增加利息支出。

${risk.zh}`,
  },
  en: {
    title: 'Working capital or expansion? Choosing the loan purpose',
    summary:
      'The purpose shapes the right amount and repayment period. Know the common purposes before you apply.',
    author: 'KCash editorial team',
    body: `An SME loan application asks what the loan is for. Different purposes suit different amounts and repayment periods.

## Common purposes

- **Working capital**: rent, salaries and stock, usually over a shorter period.
- **Business expansion**: a new shop or a new market, a larger amount over a longer period.
- **Equipment or machinery**: plan repayments around the equipment's useful life.
- **Taxation**: one-off bills such as profits tax.

## How much to borrow?

Work from what you actually need plus a buffer, but do not borrow more than necessary: it only adds to the interest.

${risk.en}`,
  },
};
