// FAQ, credit card: the /faq category; some of them also end the instalment page (card).
import { faq } from './faq-entry';

export const creditCardFaqs = [
  faq(
    'activate-card',
    { category: 'credit_card', order: 1, products: ['card'] },
    [
      '如何啟動 Konew 卡？',
      '收到卡後在 App 選擇「啟動卡片」，核對資料並設定私人密碼即可。詳情見 [啟動卡片](/active_card)。',
    ],
    [
      'How do I activate my Konew Card?',
      'When the card arrives, choose "Activate card" in the app, check the details and set your PIN. See [card activation](/active_card).',
    ],
  ),
  faq(
    'interest-free-period',
    { category: 'credit_card', order: 2, products: ['card'] },
    [
      '免息還款期有多長？',
      '由簽賬日起計至到期還款日，最長可達 46 日。於到期日或之前全數清還結欠，便不會被收取利息。詳見 [免息還款期點計](/blog/interest-free-period-explained)。',
    ],
    [
      'How long is the interest-free period?',
      'Up to 46 days, from the day you spend to the payment due date. Pay the statement balance in full by the due date and you pay no interest. See [how the interest-free period works](/blog/interest-free-period-explained).',
    ],
  ),
  faq(
    'statement-and-due-date',
    { category: 'credit_card', order: 3 },
    [
      '在哪裏查看結單及到期還款日？',
      '每月電子結單會在 App 內發出，您可以查看結單日、到期還款日、最低還款額及簽賬明細。',
    ],
    [
      'Where can I see my statement and payment due date?',
      'Your monthly e-statement is in the app, with the statement date, payment due date, minimum payment and every transaction.',
    ],
  ),
  faq(
    'lost-card',
    { category: 'credit_card', order: 4, products: ['card'] },
    [
      '卡片遺失或被盜怎麼辦？',
      '請立即在 App 暫停卡片，並致電客戶服務熱線報失。我們會為您補發新卡。報失前的未經授權交易，請於結單日起 60 日內通知我們。',
    ],
    [
      'My card is lost or stolen. What should I do?',
      'Freeze the card in the app at once and call the customer service hotline to report it. We will send you a replacement. Tell us about unauthorised transactions made before you reported it within 60 days of the statement date.',
    ],
  ),
  faq(
    'apple-pay',
    { category: 'credit_card', order: 5 },
    [
      'Konew 卡可以加入 Apple Pay 嗎？',
      '可以。在手機打開「錢包」App，按「加入卡片」並依指示完成驗證即可。詳見 [Apple Pay 使用指南](/promotion_material/apple_pay)。',
    ],
    [
      'Can I add my Konew Card to Apple Pay?',
      'Yes. Open Wallet on your iPhone, tap "Add card" and follow the verification steps. See the [Apple Pay guide](/promotion_material/apple_pay).',
    ],
  ),
  faq(
    'overseas-spending',
    { category: 'credit_card', order: 6 },
    [
      '可以在海外使用 Konew 卡嗎？',
      '可以。出發前請在 App 確認已開啟海外簽賬功能。外幣簽賬會按結算日匯率折算，並可能涉及外幣交易手續費。',
    ],
    [
      'Can I use my Konew Card overseas?',
      'Yes. Before you travel, check in the app that overseas spending is switched on. Foreign currency purchases are converted at the settlement-day rate and a foreign transaction fee may apply.',
    ],
  ),
  faq(
    'minimum-payment',
    { category: 'credit_card', order: 7, products: ['card'] },
    [
      '只繳付最低還款額會怎樣？',
      '只繳付最低還款額不會被收取逾期費用，但未清還的結欠及新簽賬會由交易日起計息，需要更長時間及更多利息才能還清。結單會列明利率及其實際年利率。',
    ],
    [
      'What if I pay only the minimum payment?',
      'Paying the minimum avoids a late charge, but the unpaid balance and new spending bear interest from the transaction date, so repaying takes longer and costs more. Your statement shows the interest rate and its effective annual rate.',
    ],
  ),
  faq(
    'credit-limit',
    { category: 'credit_card', order: 8 },
    [
      '信用額是如何決定的？可以調高嗎？',
      '信用額按您的收入、現有債務及信貸紀錄釐定，並會在 App 顯示。您可以在 App 申請調高，我們或需要您提供最新入息證明。',
    ],
    [
      'How is my credit limit set? Can I raise it?',
      'Your limit depends on your income, existing debts and credit record, and is shown in the app. Ask for a higher limit in the app; we may ask for recent proof of income.',
    ],
  ),
];
