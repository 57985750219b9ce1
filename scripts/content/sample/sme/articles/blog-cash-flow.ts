import type { SampleEntry } from '../../../sample-entry';
import { risk } from '../risk-warning';

export const entry: SampleEntry = {
  type: 'kcashSmeBlogPost',
  id: 'sme-blog-cash-flow',
  image: { motif: 'coins', palette: 'mint' },
  fields: {
    slug: 'cash-flow-management-tips',
    topics: ['cash-flow'],
    featured: true,
    hot: true,
    publishDate: '2026-10-12',
  },
  zh: {
    title: '中小企現金流管理 5 招',
    summary: '生意有盈利，戶口卻常常緊張？五個方法幫您管好現金流。',
    author: 'KCash 編輯部',
    body: `不少中小企賬面有盈利，卻因收款慢、付款早而週轉不靈。

## 五個方法

1. **每月編製現金流預測**：列出未來三個月的收入和支出。
2. **縮短收款期**：訂明付款期限，並跟進逾期賬款。
3. **與供應商商討付款條件**：爭取較長的付款期。
4. **控制存貨**：避免資金積壓在滯銷貨品上。
5. **預備後備資金**：例如預先了解營運資金貸款的條件，需要時可以盡快申請。

${risk.zh}`,
  },
  en: {
    title: 'Five ways to manage an SME’s cash flow',
    summary: 'Profitable on paper but always short of cash? Five ways to keep cash flowing.',
    author: 'KCash editorial team',
    body: `Many small businesses make a profit on paper yet run short of cash because customers pay late and suppliers want paying early.

## Five ways

1. **Forecast cash flow every month**: list income and spending for the next three months.
2. **Get paid sooner**: set clear payment terms and chase overdue invoices.
3. **Agree terms with suppliers**: ask for longer payment periods.
4. **Keep stock lean**: do not tie cash up in slow-selling goods.
5. **Plan a reserve**: know the terms of a working capital loan in advance, so you can apply quickly if needed.

${risk.en}`,
  },
};
