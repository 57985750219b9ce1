// FAQ, buy now pay later: the /faq category; most of them also end the instalment page (card).
import { faq } from './faq-entry';

export const bnplFaqs = [
  faq(
    'what-is-bnpl',
    { category: 'bnpl', order: 1, products: ['card'] },
    [
      '甚麼是「先買後付」？',
      '「先買後付」讓您於指定合作商戶以 Konew 卡簽賬後，把金額平均分為 3、4 或 5 個月攤還，只收一次性手續費。確認前會清楚顯示手續費及實際年利率。',
    ],
    [
      'What is buy now, pay later?',
      'Buy now, pay later lets you split a Konew Card purchase at a designated partner merchant evenly over 3, 4 or 5 months, for a one-time handling fee. The fee and the effective annual rate are shown before you confirm.',
    ],
  ),
  faq(
    'which-merchants',
    { category: 'bnpl', order: 2, products: ['card'] },
    ['哪些商戶可以分期？', '只限指定合作商戶的簽賬。名單會不時更新，可於 [分期商戶](/mall) 查看。'],
    [
      'Which merchants offer instalments?',
      'Only designated partner merchants. The list is updated from time to time; see [partner merchants](/mall).',
    ],
  ),
  faq(
    'handling-fee',
    { category: 'bnpl', order: 3, products: ['card'] },
    [
      '分期手續費和實際年利率在哪裏查看？',
      '在 App 選擇期數後、確認分期前，畫面會顯示一次性手續費金額及相應的實際年利率。以 HK$10,000 簽賬為例，各期數的手續費及實際年利率見 [分期付款計劃](/InstallmentIntroRoute)。請以實際年利率比較不同方案。',
    ],
    [
      'Where do I see the handling fee and effective annual rate?',
      'After you choose the number of instalments, and before you confirm, the app shows the one-time handling fee and its effective annual rate. The fee and rate of each term for a HK$10,000 purchase are on the [instalment plan](/InstallmentIntroRoute) page. Compare plans by the effective annual rate.',
    ],
  ),
  faq(
    'change-instalment-term',
    { category: 'bnpl', order: 4 },
    [
      '確認分期後可以更改期數嗎？',
      '確認後一般不能更改期數。如需提早清還，請在 App 查看提早還款的安排及有關條款。',
    ],
    [
      'Can I change the number of instalments after confirming?',
      'Usually not. If you want to repay early, check the early repayment arrangements and terms in the app.',
    ],
  ),
  faq(
    'missed-instalment',
    { category: 'bnpl', order: 5, products: ['card'] },
    [
      '如果遲了繳付分期款項會怎樣？',
      '逾期還款可能會被收取逾期費用，並會影響您的信貸紀錄。建議在 App 設定還款提示或自動轉賬。如有還款困難，請盡早致電客戶服務熱線商討還款安排。',
    ],
    [
      'What happens if I pay an instalment late?',
      'A late payment may incur a late charge and affects your credit record. Set up a payment reminder or autopay in the app. If you have trouble repaying, call the customer service hotline early to agree an arrangement.',
    ],
  ),
  faq(
    'refund-instalment',
    { category: 'bnpl', order: 6 },
    [
      '分期購買的貨品退貨，款項如何處理？',
      '商戶確認退款後，未到期的分期款項會按商戶退回的金額相應調整，並會在結單上顯示。',
    ],
    [
      'I returned something I bought in instalments. What happens to the payments?',
      'Once the merchant confirms the refund, the instalments not yet due are adjusted by the refunded amount and the change shows on your statement.',
    ],
  ),
  faq(
    'early-repayment',
    { category: 'bnpl', order: 7, products: ['card'] },
    [
      '可以提早清還分期嗎？要付額外費用嗎？',
      '可以，在 App 選擇「提早清還」即可一次過繳付餘下本金。一次性手續費在確認分期時已收取，不設退還，但提早清還不會另收費用。',
    ],
    [
      'Can I repay an instalment plan early? Does it cost extra?',
      'Yes: choose "Repay early" in the app to pay the remaining principal at once. The one-time handling fee was charged when you confirmed the plan and is not refunded, but repaying early costs nothing more.',
    ],
  ),
  faq(
    'instalment-credit-limit',
    { category: 'bnpl', order: 8 },
    [
      '分期會佔用我的信用額？',
      '會。確認分期時，整筆簽賬金額會計入已用信用額；每期還款後，相應金額會回復為可用信用額。',
    ],
    [
      'Does an instalment plan use my credit limit?',
      'Yes. When you confirm a plan the whole purchase counts against your credit limit; each instalment you repay frees that amount again.',
    ],
  ),
];
