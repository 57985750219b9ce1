import { promo } from './promo';

export const entry = promo(
  'promo-education',
  { motif: 'book', palette: 'plum' },
  {
    slug: 'education-course-instalments',
    instalmentOffer: true,
    startDate: '2026-08-15',
    endDate: '2027-05-31',
    featured: false,
    cardholderOnly: false,
    termsSlug: 'promotions-general',
  },
  {
    title: '進修課程分期：語言及專業課程分 5 期',
    summary: '於指定教育合作商戶報讀語言、專業證書或興趣課程，可把學費分 3、4 或 5 期攤還。',
    merchant: '指定教育合作商戶',
    body: `想報讀語言課程或考取專業證書？於指定教育合作商戶以 Konew 卡繳付學費，即可選擇分 3、4 或 5 期。

## 適合甚麼課程？

- 語言課程
- 專業及資訊科技證書
- 音樂、藝術及運動興趣班

分期前請先比較一次性手續費及實際年利率，並確保每月還款在預算之內。`,
  },
  {
    title: 'Course instalments: language and professional courses in up to 5 payments',
    summary:
      'Enrol in a language, professional or hobby course with a designated education partner and spread the fee over 3, 4 or 5 months.',
    merchant: 'Designated education partners',
    body: `Planning a language course or a professional certificate? Pay the fee with your Konew Card at a designated education partner and choose 3, 4 or 5 instalments.

## Which courses?

- Language courses
- Professional and IT certificates
- Music, art and sports classes

Before choosing instalments, compare the one-time handling fee and effective annual rate, and make sure the monthly repayment fits your budget.`,
  },
);
