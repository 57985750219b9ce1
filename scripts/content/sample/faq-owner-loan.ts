// FAQ of the property-owner loan page (/property-owner-loan).
import { faq } from './faq-entry';

const owner = (order: number) => ({ order, products: ['owner_loan' as const] });

export const ownerLoanFaqs = [
  faq(
    'owner-who-can-apply',
    owner(1),
    [
      '誰可以申請業主貸款？',
      '年滿 18 歲、持有香港住宅物業（包括仍有按揭的物業）的業主均可申請。物業由多人聯名持有，所有業主均須同意並簽署貸款文件。',
    ],
    [
      'Who can apply for the property-owner loan?',
      'Anyone aged 18 or over who owns residential property in Hong Kong, including property still under a mortgage. When the property is held jointly, every owner must agree and sign the loan documents.',
    ],
  ),
  faq(
    'owner-amount-and-term',
    owner(2),
    [
      '可以借多少？還款期有多長？',
      '貸款額由 HK$100,000 至 HK$10,000,000，還款期由 6 至 240 個月。可借金額視乎物業估值、尚欠按揭及您的還款能力。您可以先用 [免費物業估價](/property-valuation) 了解物業價值。',
    ],
    [
      'How much can I borrow, and for how long?',
      'From HK$100,000 to HK$10,000,000, over 6 to 240 months. How much depends on the property’s valuation, the mortgage still owed and your ability to repay. Try the [free property valuation](/property-valuation) first.',
    ],
  ),
  faq(
    'owner-rate-and-apr',
    owner(3),
    [
      '利率如何計算？',
      '業主貸款以月平息報價，我們會同時列明實際年利率，本頁亦載有代表性例子。實際利率視乎物業、按揭次序及信貸紀錄而定；簽署前，貸款協議會列明每月還款額、總還款額及實際年利率。',
    ],
    [
      'How is the interest rate set?',
      'The loan is quoted as a monthly flat rate, always with its APR, and this page shows a representative example. Your rate depends on the property, the mortgage’s ranking and your credit record; before you sign, the loan agreement states the monthly repayment, the total repayment and the APR.',
    ],
  ),
  faq(
    'owner-fees',
    owner(4),
    [
      '有哪些費用？',
      '我們不收申請費。辦理按揭所需的律師費及物業估價費會在報價中列明，並計入實際年利率。逾期還款會按貸款協議收取逾期利息。',
    ],
    [
      'Which fees are there?',
      'We charge no application fee. The solicitor’s and valuation fees of registering the mortgage are stated in the quotation and counted in the APR. Late repayments bear default interest under the loan agreement.',
    ],
  ),
  faq(
    'owner-documents',
    owner(5),
    [
      '需要準備哪些文件？',
      '請準備：所有業主的身份證明文件、最近 3 個月的住址證明及入息證明（例如糧單或報稅表）、物業的按揭結欠證明（如有）。我們會代您查閱土地註冊處的物業紀錄。',
    ],
    [
      'Which documents do I need?',
      'Every owner’s identity document, proof of address and proof of income (payslips or a tax return) from the last 3 months, and a statement of the mortgage still owed, if any. We search the Land Registry’s records of the property for you.',
    ],
  ),
  faq(
    'owner-processing-time',
    owner(6),
    [
      '審批及放款需時多久？',
      '文件齊全後，一般會在 2 個工作日內通知初步審批結果。簽署貸款文件並完成按揭登記後放款，整個過程通常約 7 至 10 個工作日。',
    ],
    [
      'How long do approval and payout take?',
      'Once we have every document we usually give you a provisional answer within 2 working days. The money is paid once the loan documents are signed and the mortgage is registered: usually about 7 to 10 working days in all.',
    ],
  ),
  faq(
    'owner-second-mortgage',
    owner(7),
    [
      '物業仍有按揭，還可以借嗎？',
      '可以，我們可以二按方式借出。您的第一按揭銀行或需同意；如未能如期還款，物業有機會被收回，請按自己的還款能力借貸。',
    ],
    [
      'Can I borrow if the property still has a mortgage?',
      'Yes, as a second mortgage. Your first mortgagee may need to agree. If you do not repay as agreed the property may be repossessed, so borrow only what you can repay.',
    ],
  ),
  faq(
    'owner-early-repayment',
    owner(8),
    [
      '可以提早清還嗎？',
      '可以。請最少 7 日前通知我們，我們會列明提早清還所需金額，並在清還後安排解除按揭登記。',
    ],
    [
      'Can I repay early?',
      'Yes. Give us at least 7 days’ notice; we state the amount needed to settle and, once you have paid, arrange the release of the mortgage.',
    ],
  ),
];
