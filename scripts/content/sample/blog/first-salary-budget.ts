import type { SampleEntry } from '../../sample-entry';

export const entry: SampleEntry = {
  type: 'konewBlogPost',
  id: 'blog-first-salary-budget',
  image: { motif: 'wallet', palette: 'plum' },
  fields: {
    slug: 'first-salary-budget',
    topics: ['money-tips'],
    featured: false,
    hot: true,
    publishDate: '2026-06-18',
  },
  zh: {
    title: '畢業生第一份糧：用 50/30/20 預算法管理收入',
    summary:
      '剛出來工作，人工一到手就不見了？50/30/20 預算法把收入分成必要開支、生活享受和儲蓄三份，簡單易跟。',
    author: 'Konew 編輯部',
    body: `第一份工作的人工，往往是理財習慣的起點。50/30/20 預算法簡單易記，適合剛踏入職場的您。

## 三個比例

- **50% 必要開支**：家用、交通、膳食、電話費及各項還款。
- **30% 生活享受**：娛樂、旅行、購物及興趣。
- **20% 儲蓄及目標**：緊急備用金、進修或置業儲蓄。

## 以月入 HK$18,000 為例

必要開支約 HK$9,000，生活享受約 HK$5,400，儲蓄約 HK$3,600。比例可以按您的情況調整，但儲蓄一項最好「先儲後使」，出糧當日即轉到另一個戶口。

## 分期也要計入預算

用分期購買電腦或課程時，每月還款額應計入「必要開支」。揀期數前，先確定每月還款不會令其他開支失衡。

## 先建立緊急備用金

建議儲起相當於三至六個月開支的備用金，以應付失業、生病等突發情況。`,
  },
  en: {
    title: 'Your first pay cheque: budgeting with the 50/30/20 rule',
    summary:
      'New to work and your salary disappears as soon as it lands? The 50/30/20 rule splits income into needs, wants and savings. Simple to follow.',
    author: 'Konew editorial team',
    body: `Your first salary is often where your money habits begin. The 50/30/20 rule is easy to remember and suits anyone starting out.

## Three shares

- **50% needs**: family contribution, transport, food, phone bills and any repayments.
- **30% wants**: entertainment, travel, shopping and hobbies.
- **20% savings and goals**: an emergency fund, further study or saving for a home.

## On HK$18,000 a month

Needs come to about HK$9,000, wants to HK$5,400 and savings to HK$3,600. Adjust the shares to your situation, but save first: move the savings to a separate account on payday.

## Count instalments in the budget

If you buy a computer or a course in instalments, the monthly repayment belongs under needs. Before choosing the number of instalments, make sure it will not squeeze everything else.

## Build an emergency fund first

Aim for three to six months of expenses set aside for the unexpected, such as losing a job or falling ill.`,
  },
};
