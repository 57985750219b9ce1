// The SME space's part of the Contentful content model (content-model.ts has the card's).

import {
  field,
  slugField,
  title,
  summary,
  body,
  image,
  date,
  bool,
  symbol,
  oneOf,
  articleFields,
  type,
  type ContentType,
} from './content-fields';
import { loanProductType } from './content-model-loans';

export const smeContentTypes: ContentType[] = [
  type('kcashSmePromotionPost', 'SME promotion', 'Offers of the SME loan.', [
    title(),
    slugField,
    summary,
    body(),
    image('coverImage', 'Cover image'),
    date('startDate', 'Start date'),
    date('endDate', 'End date', true),
    bool('featured', 'Featured'),
  ]),
  type(
    'kcashSmeBlogPost',
    'SME article',
    'Articles for business owners.',
    articleFields.map((f) =>
      f.id === 'topics' ? field('topics', 'Topics', 'Array', { items: { type: 'Symbol' } }) : f,
    ),
  ),
  type(
    'kcashSmeUseCasePost',
    'SME use case',
    'How a business used the loan, by type of business.',
    [
      ...articleFields.map((f) =>
        f.id === 'topics' ? field('topics', 'Topics', 'Array', { items: { type: 'Symbol' } }) : f,
      ),
      symbol('type', 'Type', {
        required: true,
        validations: oneOf(['catering', 'retail', 'trading', 'services']),
      }),
      symbol('businessName', 'Business name', { localized: true }),
    ],
  ),
  loanProductType('kcashLoanProduct', ['kcash_sme_loan']),
];
