import type { SampleEntry } from '../../sample-entry';

export const entry: SampleEntry = {
  type: 'konewBlogPost',
  id: 'blog-tokyo-budget',
  image: { motif: 'plane', palette: 'plum' },
  fields: {
    slug: 'tokyo-five-day-budget',
    topics: ['travel', 'money-tips'],
    featured: false,
    hot: true,
    publishDate: '2026-04-12',
  },
  zh: {
    title: '東京 5 日遊預算表：機票、住宿、交通一覽',
    summary: '計劃去東京？我們把機票、酒店、交通、膳食及購物開支列成預算表，幫您出發前心中有數。',
    author: 'Konew 編輯部',
    body: `東京是不少香港人的熱門目的地。出發前做好預算，玩得更安心。以下以兩人同行、五日四夜為例，金額為每人估算。

## 預算一覽

- **機票**：約 HK$2,500 至 HK$4,500（視乎日子及航空公司）
- **住宿**：商務酒店每晚約 HK$600 至 HK$1,000（兩人分擔）
- **交通**：市內交通約 HK$400，如去近郊可另加 HK$300
- **膳食**：每日約 HK$350
- **購物及門票**：按個人需要預留

## 慳錢小貼士

1. 避開長假期出發，機票和酒店價錢可相差一倍。
2. 市內多用地鐵，善用交通儲值卡。
3. 便利店和超市的早餐又方便又抵食。

## 大額支出可考慮分期

於指定合作商戶預訂機票或酒店，可以選擇分期，令旅費分攤到幾個月。不過旅行屬一次性消費，揀期數時要確保不影響日常預算。

參考更多：[出門旅行用卡要點](entry:blog-travel-spending)`,
  },
  en: {
    title: 'A five-day Tokyo budget: flights, hotel and transport at a glance',
    summary:
      'Planning a trip to Tokyo? We put flights, hotels, transport, food and shopping into one budget so you know what to expect.',
    author: 'Konew editorial team',
    body: `Tokyo is a favourite with Hong Kong travellers. A budget made before you go makes the trip more relaxing. The figures below are per person, for two people travelling together for five days and four nights.

## The budget

- **Flights**: about HK$2,500 to HK$4,500 (depending on dates and airline)
- **Hotel**: a business hotel at about HK$600 to HK$1,000 a night (shared by two)
- **Transport**: about HK$400 in the city, plus HK$300 for a day trip
- **Food**: about HK$350 a day
- **Shopping and tickets**: as you need

## Ways to save

1. Avoid long holidays: flights and hotels can cost twice as much.
2. Use the metro and a stored-value transport card.
3. Convenience stores and supermarkets make for quick, good-value breakfasts.

## Spread big bookings

Flights or hotels booked with designated partner merchants can be paid in instalments, spreading the cost over a few months. A trip is a one-off expense, though: make sure the instalments leave your everyday budget intact.

Read more: [using your card abroad](entry:blog-travel-spending)`,
  },
};
