// FAQ of the SME loan page (/sme-loan). Kept in the card space with every other question (faq.ts).
import { faq } from './faq-entry';

const sme = (order: number) => ({ order, products: ['sme_loan' as const] });

export const smeLoanFaqs = [
  faq(
    'sme-who-can-apply',
    sme(1),
    [
      '哪些企業可以申請中小企貸款？',
      '在香港登記並營運最少 1 年的獨資、合夥或有限公司均可申請，東主或董事須年滿 18 歲並為香港居民。可於 [網上申請](/sme-loan/apply) 提交資料。',
    ],
    [
      'Which businesses can apply for the SME loan?',
      'Sole proprietorships, partnerships and limited companies registered and trading in Hong Kong for at least 1 year; the owner or director must be 18 or over and a Hong Kong resident. [Apply online](/sme-loan/apply).',
    ],
  ),
  faq(
    'sme-amount-and-term',
    sme(2),
    [
      '可以借多少？還款期有多長？',
      '貸款額由 HK$50,000 至 HK$3,000,000，還款期由 6 至 60 個月，按月平均還款。實際批核金額視乎企業的營業額、現有負債及信貸紀錄而定。',
    ],
    [
      'How much can I borrow, and for how long?',
      'From HK$50,000 to HK$3,000,000, over 6 to 60 months, repaid in equal monthly instalments. The amount approved depends on the business’s turnover, existing debts and credit record.',
    ],
  ),
  faq(
    'sme-rate-and-apr',
    sme(3),
    [
      '利率是多少？',
      '以貸款額 HK$500,000、還款期 36 個月、月平息 0.45% 為例，實際年利率為 10.50%，每月還款 HK$16,139。實際利率按企業的審批結果而定，我們會在貸款協議及報價中同時列明月平息及實際年利率，您簽署前可比較清楚。',
    ],
    [
      'What is the interest rate?',
      'For example, HK$500,000 over 36 months at a monthly flat rate of 0.45% has an APR of 10.50% and a monthly repayment of HK$16,139. Your rate depends on the approval; the quotation and the loan agreement state both the monthly flat rate and the APR before you sign.',
    ],
  ),
  faq(
    'sme-fees',
    sme(4),
    [
      '除利息外，還有其他費用嗎？',
      '我們不收申請費或手續費。如有逾期，會按貸款協議收取逾期利息，其利率亦以實際年利率列明。所有在本金以外須付的金額都會計入實際年利率。',
    ],
    [
      'Are there fees besides interest?',
      'We charge no application or handling fee. Late repayments bear default interest under the loan agreement, also stated as an annual rate. Every amount you pay above the principal is counted in the APR.',
    ],
  ),
  faq(
    'sme-documents',
    sme(5),
    [
      '申請時需要準備哪些文件？',
      '請準備：商業登記證、公司註冊證明書（有限公司）、最近 6 個月的公司銀行月結單、東主或董事的身份證明文件及住址證明。如營業額較高，或需要提供最近一年的財務報表或報稅表。',
    ],
    [
      'Which documents do I need?',
      'A business registration certificate, the certificate of incorporation (limited companies), the last 6 months of business bank statements, and the owner’s or directors’ identity documents and proof of address. For a larger loan we may ask for the latest annual accounts or tax return.',
    ],
  ),
  faq(
    'sme-processing-time',
    sme(6),
    [
      '審批需時多久？何時可以提款？',
      '文件齊全後，一般會在 3 個工作日內通知審批結果。簽署貸款協議後，款項通常於 1 個工作日內存入公司的銀行賬戶。',
    ],
    [
      'How long does approval take, and when do I get the money?',
      'Once we have every document we usually give you the result within 3 working days. After you sign the loan agreement the money normally reaches the business bank account within 1 working day.',
    ],
  ),
  faq(
    'sme-early-repayment',
    sme(7),
    [
      '可以提早還款嗎？',
      '可以。請最少 7 日前通知我們，我們會列明提早清還所需金額；未到期的利息會按貸款協議的方法扣減。',
    ],
    [
      'Can I repay early?',
      'Yes. Give us at least 7 days’ notice and we state the amount needed to settle; interest not yet due is reduced by the method in the loan agreement.',
    ],
  ),
  faq(
    'sme-guarantee',
    sme(8),
    [
      '需要抵押品或擔保人嗎？',
      '中小企貸款毋須抵押品，但一般需要東主或董事作個人擔保。擔保人須明白，如企業未能還款，擔保人須負責償還。',
    ],
    [
      'Do I need collateral or a guarantor?',
      'The SME loan needs no collateral, but usually a personal guarantee from the owner or directors. A guarantor must understand that they repay if the business does not.',
    ],
  ),
];
