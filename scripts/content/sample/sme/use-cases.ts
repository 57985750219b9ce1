// SME space: use cases of the KCash SME Loan.
import type { SampleEntry } from '../../sample-entry';
import { risk } from './risk-warning';

export const smeUseCases: SampleEntry[] = [
  {
    type: 'kcashSmeUseCasePost',
    id: 'sme-case-tea-restaurant',
    image: { motif: 'milkTea', palette: 'sun' },
    fields: {
      slug: 'tea-restaurant-renovation',
      type: 'catering',
      topics: [],
      featured: true,
      hot: false,
      publishDate: '2026-10-01',
    },
    zh: {
      title: '茶餐廳翻新：三星期完工，照常迎接午市',
      summary: '經營二十年的茶餐廳以營運資金貸款翻新廚房，縮短停業時間。',
      businessName: '觀塘一間茶餐廳',
      body: `老闆陳先生希望在農曆新年前翻新廚房，但不想動用應付薪金的現金。他以 KCash 中小企貸款支付工程費，分 24 個月還款。

## 成果

- 工程三星期完成，只停業五日
- 新爐具令出餐時間縮短

${risk.zh}`,
    },
    en: {
      title: 'A tea restaurant renovation finished in three weeks',
      summary:
        'A tea restaurant of twenty years used a working capital loan to refit its kitchen and close for less time.',
      businessName: 'A tea restaurant in Kwun Tong',
      body: `Mr Chan wanted to refit his kitchen before Lunar New Year without touching the cash he keeps for wages. He paid for the works with a KCash SME Loan repaid over 24 months.

## The result

- Works finished in three weeks, with only five days closed
- New stoves cut the time to serve each order

${risk.en}`,
    },
  },
  {
    type: 'kcashSmeUseCasePost',
    id: 'sme-case-bakery',
    image: { motif: 'bread', palette: 'ember' },
    fields: {
      slug: 'bakery-new-oven',
      type: 'catering',
      topics: [],
      featured: false,
      hot: false,
      publishDate: '2026-08-12',
    },
    zh: {
      title: '餅店添置焗爐，應付節日訂單',
      summary: '社區餅店在中秋前添置新焗爐，產量提升以應付月餅訂單。',
      businessName: '元朗一間社區餅店',
      body: `中秋前訂單大增，現有焗爐不敷應用。店主以設備購置貸款添置新焗爐，按設備使用年期安排還款期。

${risk.zh}`,
    },
    en: {
      title: 'A bakery adds an oven for festive orders',
      summary:
        'A neighbourhood bakery bought a new oven before Mid-Autumn to keep up with mooncake orders.',
      businessName: 'A neighbourhood bakery in Yuen Long',
      body: `Orders jump before Mid-Autumn and the old oven could not keep up. The owner bought a new one with an equipment loan, repaid over the oven's working life.

${risk.en}`,
    },
  },
  {
    type: 'kcashSmeUseCasePost',
    id: 'sme-case-florist',
    image: { motif: 'flower', palette: 'plum' },
    fields: {
      slug: 'florist-festive-stock',
      type: 'retail',
      topics: [],
      featured: false,
      hot: false,
      publishDate: '2026-06-20',
    },
    zh: {
      title: '花店節日入貨：情人節前備足貨源',
      summary: '花店在節日前需要大量入貨，以短期營運資金應付供應商預付款。',
      businessName: '灣仔一間花店',
      body: `情人節前供應商要求預付貨款，花店以短期營運資金貸款支付，節日後以營業額清還。

${risk.zh}`,
    },
    en: {
      title: "A florist stocks up before Valentine's Day",
      summary:
        'A florist needed to buy in bulk before the holiday and used short-term working capital to pay suppliers in advance.',
      businessName: 'A florist in Wan Chai',
      body: `Suppliers wanted payment in advance before Valentine's Day. The florist paid with a short-term working capital loan and repaid it from holiday sales.

${risk.en}`,
    },
  },
  {
    type: 'kcashSmeUseCasePost',
    id: 'sme-case-trading',
    image: { motif: 'crate', palette: 'sky' },
    fields: {
      slug: 'trading-company-new-order',
      type: 'trading',
      topics: [],
      featured: false,
      hot: false,
      publishDate: '2026-04-28',
    },
    zh: {
      title: '貿易公司接大單：以營運資金應付 90 日收款期',
      summary: '海外客戶的付款期長達 90 日，貿易公司以營運資金貸款支付供應商，順利完成訂單。',
      businessName: '葵涌一間貿易公司',
      body: `一家小型貿易公司接到海外大額訂單，但客戶付款期為 90 日，而工廠要求先付訂金。公司以 KCash 中小企貸款支付訂金，收款後提早還款。

${risk.zh}`,
    },
    en: {
      title: 'A trading firm takes on a large order with 90-day terms',
      summary:
        'An overseas customer paid on 90-day terms, so a trading firm used working capital to pay its supplier and deliver the order.',
      businessName: 'A trading company in Kwai Chung',
      body: `A small trading company won a large overseas order, but the customer paid on 90-day terms and the factory wanted a deposit first. The company paid the deposit with a KCash SME Loan and repaid early once the customer paid.

${risk.en}`,
    },
  },
];
