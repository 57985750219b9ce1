// FAQ, account issues: the /faq category, and the account deletion page's questions.
import { faq } from './faq-entry';

export const accountFaqs = [
  faq(
    'how-to-apply',
    { category: 'account', order: 1 },
    [
      '如何申請 Konew 卡？',
      '下載 Konew App，按「申請」並填寫個人資料，上載所需文件後提交即可。一般會在 5 個工作日內通知您審批結果。詳情可參閱 [下載 App](/download_app)。',
    ],
    [
      'How do I apply for the Konew Card?',
      'Download the Konew App, tap "Apply", fill in your details, upload the documents requested and submit. We usually let you know the result within 5 working days. See [download the app](/download_app).',
    ],
  ),
  faq(
    'forgot-password',
    { category: 'account', order: 2 },
    [
      '忘記 App 登入密碼怎麼辦？',
      '在登入頁按「忘記密碼」，以登記手機號碼接收一次性密碼（OTP）後即可重設。請勿把 OTP 告訴任何人，包括自稱職員的人士。',
    ],
    [
      'I forgot my app password. What now?',
      'On the log-in screen tap "Forgot password", receive a one-time password (OTP) on your registered mobile number and set a new password. Never share an OTP with anyone, including people who say they are our staff.',
    ],
  ),
  faq(
    'update-personal-details',
    { category: 'account', order: 3 },
    [
      '如何更新地址或聯絡資料？',
      '您可以在 App 的「賬戶設定」更新通訊地址、電郵及手機號碼。更改手機號碼需要額外身份核實。',
    ],
    [
      'How do I update my address or contact details?',
      'Update your correspondence address, email and mobile number under "Account settings" in the app. Changing your mobile number needs an extra identity check.',
    ],
  ),
  faq(
    'lost-phone',
    { category: 'account', order: 4 },
    [
      '遺失了已登入 App 的手機，應該怎樣做？',
      '請立即致電客戶服務熱線暫停 App 登入及卡片，然後在新手機重新登入並更改密碼。',
    ],
    [
      'I lost a phone that was logged in to the app. What should I do?',
      'Call the customer service hotline at once to suspend app access and your card, then log in on your new phone and change your password.',
    ],
  ),
  faq(
    'delete-account',
    { category: 'account', order: 5, products: ['account'] },
    [
      '如何刪除賬戶及個人資料？',
      '您可以透過 [刪除賬戶](/account_delete) 頁面提出要求，填寫登記手機號碼及電郵，再確認一次即可。該頁面說明哪些資料會被刪除，以及法例要求我們保留的紀錄。',
    ],
    [
      'How do I delete my account and personal data?',
      'Make a request on the [account deletion](/account_delete) page: give your registered mobile number and email, then confirm. The page explains what is deleted and which records the law requires us to keep.',
    ],
  ),
  faq(
    'contact-customer-service',
    { category: 'account', order: 6, products: ['account'] },
    [
      '如何聯絡客戶服務？',
      '您可以致電客戶服務熱線、在 App 內留言，或親臨分行。熱線號碼列於每頁頁尾，分行地址及辦公時間見 [分行地址](/store-address)。',
    ],
    [
      'How do I contact customer service?',
      'Call the customer service hotline, send a message in the app or visit a branch. The hotline is at the foot of every page; addresses and opening hours are on the [branch addresses](/store-address) page.',
    ],
  ),
  faq(
    'deletion-records-kept',
    { category: 'account', order: 7, products: ['account'] },
    [
      '刪除賬戶後，哪些紀錄仍會保留？',
      '您的 App 登入資料、聯絡資料及推廣偏好會被刪除。法例要求放債人保留的貸款及還款紀錄、身份核實紀錄和交易紀錄，會按保留期限（一般為賬戶結束後 7 年）保存，期滿後銷毀，期間只作法定及監管用途。',
    ],
    [
      'Which records are kept after my account is deleted?',
      'Your app log-in, contact details and marketing preferences are deleted. The loan and repayment records, identity checks and transaction records that the law requires a money lender to keep are held for their retention period (usually 7 years after the account closes), used only for legal and regulatory purposes, then destroyed.',
    ],
  ),
  faq(
    'deletion-processing-time',
    { category: 'account', order: 8, products: ['account'] },
    [
      '刪除要求需要多久處理？',
      '我們收到要求後會發出參考編號，並於 40 日內完成處理及以電郵通知您。處理期間您仍可致電客戶服務熱線查詢進度，請提供參考編號。',
    ],
    [
      'How long does a deletion request take?',
      'We give you a reference when we receive the request, complete it within 40 days and tell you by email. Meanwhile you can call the customer service hotline with your reference to ask how it is going.',
    ],
  ),
  faq(
    'deletion-outstanding-balance',
    { category: 'account', order: 9, products: ['account'] },
    [
      '尚有未清還的結欠，可以刪除賬戶嗎？',
      '可以提出要求，但賬戶須在結欠全數清還後才會結束；我們會先聯絡您安排還款。刪除賬戶並不會免除任何還款責任。',
    ],
    [
      'Can I delete my account while I still owe money?',
      'You can make the request, but the account closes only once the balance is repaid in full; we contact you first to arrange repayment. Deleting an account never cancels what is owed.',
    ],
  ),
  faq(
    'deletion-stop-marketing',
    { category: 'account', order: 10, products: ['account'] },
    [
      '只想停止收到推廣訊息，需要刪除賬戶嗎？',
      '不需要。您可以在 App 的「賬戶設定」關閉直接促銷，或致電客戶服務熱線，我們會停止以您的資料作直接促銷，賬戶照常使用。',
    ],
    [
      'I only want to stop marketing messages. Must I delete my account?',
      'No. Switch direct marketing off under "Account settings" in the app, or call the customer service hotline: we stop using your data for direct marketing and your account carries on as before.',
    ],
  ),
];
