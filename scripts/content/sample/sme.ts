// SME space: promotions, articles and use cases of the KCash SME Loan.
import type { SampleEntry } from '../sample-entry';

const risk = {
  zh: '> 忠告：借錢梗要還，咪俾錢中介',
  en: "> Warning: You have to repay your loans. Don't pay any intermediaries.",
};

export const smePromotions: SampleEntry[] = [
  {
    type: 'kcashSmePromotionPost',
    id: 'sme-promo-fast-track',
    image: { motif: 'chart', palette: 'mint' },
    fields: {
      slug: 'online-application-fast-track',
      startDate: '2026-09-01',
      endDate: '2027-03-31',
      featured: true,
    },
    zh: {
      title: '網上申請快速通道：文件齊全最快 3 個工作天批核',
      summary: '於網上遞交申請並一次過上載所需文件，即可經快速通道處理。',
      body: `於推廣期內透過網站遞交 KCash 中小企貸款申請，並一次過上載商業登記證、最近六個月銀行月結單及公司註冊證明書（如適用），即可經快速通道處理，最快 3 個工作天批核。\n\n批核結果視乎個別申請而定。\n\n${risk.zh}`,
    },
    en: {
      title: 'Online fast track: approval in as little as 3 working days',
      summary: 'Apply online and upload every document at once to go through the fast track.',
      body: `Apply for the KCash SME Loan on our website during the promotion and upload your business registration certificate, the last six months of bank statements and, where applicable, your certificate of incorporation in one go, and your application goes through the fast track, with approval in as little as 3 working days.\n\nApproval depends on each application.\n\n${risk.en}`,
    },
  },
  {
    type: 'kcashSmePromotionPost',
    id: 'sme-promo-referral',
    image: { motif: 'gift', palette: 'sun' },
    fields: {
      slug: 'business-referral-reward',
      startDate: '2026-07-01',
      endDate: '2026-12-31',
      featured: false,
    },
    zh: {
      title: '商戶轉介獎賞：成功轉介送 HK$500 超市禮券',
      summary: '轉介其他企業申請 KCash 中小企貸款，對方成功提取貸款後，您可獲 HK$500 超市禮券。',
      body: `現有 KCash 中小企貸款客戶轉介其他企業申請，對方於推廣期內成功提取貸款後，轉介人可獲 HK$500 超市禮券。每位轉介人最多可獲 5 張禮券。\n\n轉介人不可向被轉介企業收取任何費用。\n\n${risk.zh}`,
    },
    en: {
      title: 'Business referral reward: a HK$500 supermarket voucher',
      summary:
        'Refer another business to the KCash SME Loan and get a HK$500 supermarket voucher once their loan is drawn down.',
      body: `Existing KCash SME Loan customers who refer another business receive a HK$500 supermarket voucher once the referred business draws down its loan during the promotion. Up to 5 vouchers per referrer.\n\nReferrers must not charge the referred business any fee.\n\n${risk.en}`,
    },
  },
  {
    type: 'kcashSmePromotionPost',
    id: 'sme-promo-new-year-ended',
    image: { motif: 'calendar', palette: 'ember' },
    fields: {
      slug: 'lunar-new-year-working-capital-2026',
      startDate: '2026-01-02',
      endDate: '2026-02-28',
      featured: false,
    },
    zh: {
      title: '新春營運資金計劃 2026（已結束）',
      summary: '新春旺季前為商戶提供週轉資金申請優先處理。此推廣已經結束。',
      body: `2026 年新春期間的優先處理安排已經結束，多謝各商戶支持。\n\n${risk.zh}`,
    },
    en: {
      title: 'Lunar New Year working capital 2026 (ended)',
      summary:
        'Priority handling of working capital applications before the festive season. This promotion has ended.',
      body: `The priority handling for Lunar New Year 2026 has ended. Thank you to every business that took part.\n\n${risk.en}`,
    },
  },
];

export const smeArticles: SampleEntry[] = [
  {
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
  },
  {
    type: 'kcashSmeBlogPost',
    id: 'sme-blog-documents',
    image: { motif: 'calendar', palette: 'slate' },
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
  },
  {
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
  },
  {
    type: 'kcashSmeBlogPost',
    id: 'sme-blog-intermediaries',
    image: { motif: 'shield', palette: 'ember' },
    fields: {
      slug: 'beware-loan-intermediaries',
      topics: ['loan-basics'],
      featured: false,
      hot: false,
      publishDate: '2026-05-20',
    },
    zh: {
      title: '小心貸款中介：持牌放債人不會經中介收費',
      summary: '自稱可「包批」的中介可能收取高昂費用。了解如何保護您的生意。',
      author: 'KCash 編輯部',
      body: `有些中介聲稱可以代辦貸款並「包批」，再收取高昂的手續費或顧問費。

## 要留意

- KCash 不會委託任何中介代收費用。
- 請直接透過官方網站或分行申請。
- 不要把公司印章、支票簿或網上理財密碼交給他人。

如懷疑遇到非法中介，可向警方報案。

${risk.zh}`,
    },
    en: {
      title: "Beware of loan intermediaries: licensed lenders don't charge through them",
      summary:
        'Intermediaries who promise guaranteed approval may charge heavy fees. How to protect your business.',
      author: 'KCash editorial team',
      body: `Some intermediaries claim they can arrange a loan with guaranteed approval, then charge large handling or consultancy fees.

## Watch out

- KCash never appoints intermediaries to collect fees.
- Apply directly on our official website or at a branch.
- Never hand over your company chop, cheque book or online banking password.

Report suspected illegal intermediaries to the police.

${risk.en}`,
    },
  },
];

export const smeUseCases: SampleEntry[] = [
  {
    type: 'kcashSmeUseCasePost',
    id: 'sme-case-tea-restaurant',
    image: { motif: 'bowl', palette: 'sun' },
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
    image: { motif: 'bowl', palette: 'ember' },
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
