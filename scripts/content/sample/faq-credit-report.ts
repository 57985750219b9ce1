// FAQ of the free smart credit report page (/features/free-smart-credit-report).
import { faq } from './faq-entry';

const report = (order: number) => ({ order, products: ['credit_report' as const] });

export const creditReportFaqs = [
  faq(
    'credit-report-free',
    report(1),
    [
      '信貸報告真的免費嗎？',
      '真的免費。根據多家個人信貸資料服務機構模式，您每 12 個月可向每間參與的機構免費索取一份信貸報告；透過 App 查閱亦不收費。',
    ],
    [
      'Is the credit report really free?',
      'Yes. Under the multiple credit reference agency model you can get one free report from each participating agency every 12 months, and seeing it in our app costs nothing.',
    ],
  ),
  faq(
    'credit-report-score-impact',
    report(2),
    [
      '查閱自己的信貸報告會影響信貸評分嗎？',
      '不會。查閱自己的報告不屬信貸申請，不會令評分下降，貸款機構亦不會視之為申請紀錄。',
    ],
    [
      'Does checking my own report lower my score?',
      'No. Checking your own report is not an application for credit: it never lowers your score, and lenders do not see it as an application.',
    ],
  ),
  faq(
    'credit-report-not-approval',
    report(3),
    [
      '索取信貸報告是否代表已申請或獲批貸款？',
      '不是。索取報告並不代表您已申請或獲批任何貸款、信用卡或分期計劃；任何信貸申請都會另行審批。',
    ],
    [
      'Does asking for a report mean I have applied for, or been approved for, a loan?',
      'No. A report is not an application for, or an approval of, any loan, card or instalment plan; every application for credit is assessed separately.',
    ],
  ),
  faq(
    'credit-report-how',
    report(4),
    [
      '如何取得報告？',
      '在本頁閱讀並同意條款後，用手機掃描 QR 碼或按「打開 App」，在 App 內核實身份，報告便會在 App 顯示。',
    ],
    [
      'How do I get my report?',
      'Read and agree to the terms on this page, then scan the QR code with your phone or tap "Open the app", verify your identity in the app, and the report appears there.',
    ],
  ),
  faq(
    'credit-report-data-use',
    report(5),
    [
      '貴公司會用我的信貸報告審批貸款嗎？',
      '不會，除非您在申請貸款時另行同意。我們只會按您的明確同意取得報告並向您顯示，不會出售信貸資料，亦不會用作直接促銷。',
    ],
    [
      'Will you use my credit report to assess a loan?',
      'Not unless you separately agree when you apply for credit. We obtain the report only with your express consent and to show it to you; we never sell credit data or use it for direct marketing.',
    ],
  ),
  faq(
    'credit-report-correction',
    report(6),
    [
      '發現報告資料有錯，應該怎樣做？',
      '請直接聯絡提供該報告的信貸資料服務機構要求更正，並可同時通知有關貸款機構。機構須按《個人資料（私隱）條例》處理您的更正要求。',
    ],
    [
      'What if something in my report is wrong?',
      'Ask the credit reference agency that issued the report to correct it, and tell the lender concerned as well. The agency must handle a correction request under the Personal Data (Privacy) Ordinance.',
    ],
  ),
];
