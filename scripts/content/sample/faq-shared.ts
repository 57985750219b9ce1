// FAQ shared by several product pages: the rate, the licence, intermediaries, data and complaints.
import { faq } from './faq-entry';

export const sharedFaqs = [
  faq(
    'apr-explained',
    { order: 91, products: ['card', 'sme_loan', 'owner_loan'] },
    [
      '甚麼是實際年利率？為何要看它？',
      '實際年利率把利息及所有費用（例如手續費）按年計算成一個百分率，讓您以同一標準比較不同貸款及分期方案。月平息只計算原本金，實際年利率通常約為月平息乘 12 的兩倍。根據《放債人條例》，實際年利率超過 48% 屬違法，超過 36% 會被推定為敲詐性。',
    ],
    [
      'What is the effective annual rate (APR), and why does it matter?',
      'The APR turns interest and every fee (a handling fee included) into one yearly percentage, so you can compare loans and instalment plans on the same basis. A monthly flat rate is charged on the original amount throughout, so the APR is usually close to twice the flat rate times 12. Under the Money Lenders Ordinance an APR above 48% is an offence and one above 36% is presumed extortionate.',
    ],
  ),
  faq(
    'money-lender-licence',
    { order: 92, products: ['card', 'sme_loan', 'owner_loan'] },
    [
      '放債人牌照代表甚麼？',
      '我們是根據《放債人條例》（第 163 章）領有牌照的放債人，牌照號碼及持牌名稱列於每頁頁尾。持牌放債人須遵守牌照條件：清楚列明實際年利率、向借款人提供貸款協議副本及條例摘要，並接受警方及公司註冊處的監管。您可以在公司註冊處網站查閱放債人登記冊，核實牌照。',
    ],
    [
      "What does the money lender's licence mean?",
      "We are a money lender licensed under the Money Lenders Ordinance (Cap. 163); the licence number and our licensed name are at the foot of every page. A licensed lender must keep its licence conditions: state the effective annual rate clearly, give the borrower a copy of the loan agreement and the Ordinance's summary, and answer to the Police and the Companies Registry. Check the licence in the Registry's register of money lenders.",
    ],
  ),
  faq(
    'no-intermediaries',
    { order: 93, products: ['sme_loan', 'owner_loan'] },
    [
      '需要經中介申請嗎？',
      '不需要。我們不會委託任何中介代辦貸款，亦不會要求您向任何人支付代辦費。忠告：借錢梗要還，咪俾錢中介。如有人自稱代表我們收取費用，請致電投訴熱線或向警方舉報。',
    ],
    [
      'Do I need an intermediary to apply?',
      "No. We use no intermediaries and never ask you to pay anyone a fee to arrange a loan. Warning: You have to repay your loans. Don't pay any intermediaries. If someone claims to act for us and asks for a fee, call our complaints hotline or report it to the Police.",
    ],
  ),
  faq(
    'personal-data-use',
    { order: 94, products: ['valuation', 'credit_report', 'account', 'sme_loan', 'owner_loan'] },
    [
      '我的個人資料會如何使用？',
      '我們只按表格旁的收集個人資料聲明所列用途使用您的資料，例如處理申請、核實身份及聯絡您。除非您另行勾選同意，我們不會以您的資料作直接促銷，亦不會出售您的資料。您可以隨時要求查閱或更正資料，我們會在 40 日內回覆；請電郵至私隱事務主任。',
    ],
    [
      'How is my personal data used?',
      'Only for the purposes in the collection statement beside each form, such as handling your application, checking your identity and contacting you. We never use it for direct marketing unless you tick that consent separately, and we never sell it. You may ask to see or correct your data at any time and we reply within 40 days: email our privacy officer.',
    ],
  ),
  faq(
    'how-to-complain',
    {
      order: 95,
      products: ['card', 'sme_loan', 'owner_loan', 'valuation', 'credit_report', 'account'],
    },
    [
      '如何作出投訴？',
      '請致電每頁頁尾所列的投訴熱線，或寫信至我們的總辦事處。我們會在 7 日內確認收到投訴，並在 30 日內回覆結果。如您不滿意我們的處理，可向公司註冊處（放債人事宜）或個人資料私隱專員公署（個人資料事宜）投訴。',
    ],
    [
      'How do I make a complaint?',
      'Call the complaints hotline at the foot of every page, or write to our head office. We acknowledge a complaint within 7 days and reply with the outcome within 30 days. If you are not satisfied, you may complain to the Companies Registry (money lending matters) or the Office of the Privacy Commissioner for Personal Data (personal data matters).',
    ],
  ),
];
