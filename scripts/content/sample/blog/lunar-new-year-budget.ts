import type { SampleEntry } from '../../sample-entry';

export const entry: SampleEntry = {
  type: 'blogPost',
  id: 'blog-lunar-new-year-budget',
  image: { motif: 'redPacket', palette: 'ember' },
  fields: {
    slug: 'lunar-new-year-spending-plan',
    topics: ['money-tips'],
    featured: false,
    hot: false,
    publishDate: '2026-01-20',
  },
  zh: {
    title: '農曆新年理財計劃：利是、年貨和拜年開支不超支',
    summary:
      '新年開支集中在幾星期內：利是、年貨、新衣和聚餐。提早列出預算，開開心心過年之餘不用節後「月光」。',
    author: '編輯部',
    body: `農曆新年是一年之中開支最集中的時候。提早計劃，過年更輕鬆。

## 列出新年開支

- **利是**：先列出要派利是的對象和金額，提早換新鈔。
- **年貨**：糖果盒、糕點和食材可以比較幾間店的價錢。
- **聚餐及拜年**：預留交通和手信的費用。
- **新衣和家居佈置**：按需要購買，不必每樣都換新。

## 三個實用貼士

1. 訂下總預算，並在手機記賬 App 記錄每筆開支。
2. 年貨可以趁年廿八前的優惠提早購買。
3. 大額家電或傢俬如需更換，可以考慮於合作商戶分期，讓開支分散到之後幾個月。

## 節後檢視

過年後比較實際開支和預算，來年就能訂得更準確。`,
  },
  en: {
    title: 'A Lunar New Year money plan: red packets, festive food and visits without overspending',
    summary:
      'New Year spending comes all at once: red packets, festive food, new clothes and family dinners. A budget made early keeps the celebrations happy and your wallet intact.',
    author: 'Editorial team',
    body: `Lunar New Year is when spending is most concentrated. Plan ahead and the holiday is more relaxed.

## List what you will spend

- **Red packets**: list who gets one and how much, and get new notes early.
- **Festive food**: compare prices for candy boxes, puddings and ingredients.
- **Dinners and visits**: set aside transport and gift money.
- **Clothes and decorations**: buy what you need; not everything has to be new.

## Three practical tips

1. Set a total budget and log every expense in a budgeting app.
2. Buy festive goods early, while the offers are on.
3. If a large appliance or furniture needs replacing, an instalment plan with a partner merchant spreads the cost over the following months.

## Look back afterwards

Compare what you spent with your budget, and next year's plan will be more accurate.`,
  },
};
