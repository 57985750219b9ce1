import type { SampleEntry } from '../../../sample-entry';
import { risk } from '../risk-warning';

export const entry: SampleEntry = {
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
};
