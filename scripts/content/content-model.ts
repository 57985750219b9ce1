// The Contentful content model of the card space, in the format `contentful space export` writes
// (content-model-sme.ts has the SME space's). The site's zod schemas (src/content/model.ts) read these
// fields; a unit test keeps the two in step.

import {
  PRODUCT,
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
import { faqProducts } from '../../src/content/model';

export const cardContentTypes: ContentType[] = [
  type(
    'blogPost',
    'Blog post (shared)',
    'Articles shared by every product; shown in the blog with the product posts.',
    articleFields,
  ),
  type(`${PRODUCT}BlogPost`, 'Blog post', 'Blog articles of the card site.', articleFields),
  type(`${PRODUCT}NewsPost`, 'News', 'Company and product news.', [
    ...articleFields,
    symbol('source', 'Source', { localized: true }),
  ]),
  type(
    `${PRODUCT}VideoPost`,
    'Video',
    'A video with its poster and description. A video file uploaded to Contentful (mp4 or webm) with its WebVTT captions plays in the page; any other address is a labelled link out.',
    [
      ...articleFields,
      symbol('videoUrl', 'Video URL', {
        required: true,
        validations: [{ regexp: { pattern: '^https://' } }],
      }),
      symbol('captionsUrl', 'Captions (WebVTT URL)', {
        validations: [{ regexp: { pattern: '^https://' } }],
      }),
      symbol('duration', 'Duration (m:ss)'),
    ],
  ),
  type(
    `${PRODUCT}CardCampaign`,
    'Card campaign',
    'Promotions (type promotion) and lucky draws with their winners (type lucky_draw).',
    [
      title(),
      slugField,
      symbol('type', 'Type', { required: true, validations: oneOf(['promotion', 'lucky_draw']) }),
      summary,
      body(),
      image('coverImage', 'Cover image'),
      date('startDate', 'Start date'),
      date('endDate', 'End date', true),
      bool('featured', 'Featured'),
      bool('cardholderOnly', 'Cardholders only'),
      bool('instalmentOffer', 'About paying in instalments (its page shows the fee example)'),
      symbol('promoCode', 'Promo code'),
      symbol('merchant', 'Merchant', { localized: true }),
      symbol('termsSlug', 'Terms page slug'),
      date('drawDate', 'Draw date'),
      symbol('licenceNumber', 'Trade Promotion Competition Licence No.'),
      field('winners', 'Winners (prize, masked identifier)', 'Object', { localized: true }),
    ],
  ),
  type(
    `${PRODUCT}WebsiteFaq`,
    'FAQ',
    'One question and its answer.',
    [
      field('question', 'Question', 'Symbol', { localized: true, required: true }),
      slugField,
      field('answer', 'Answer', 'RichText', { localized: true, required: true }),
      symbol('category', 'Category on /faq (none: product pages only)', {
        validations: oneOf(['account', 'bnpl', 'credit_card']),
      }),
      field('products', 'Product pages', 'Array', {
        items: {
          type: 'Symbol',
          validations: oneOf([...faqProducts]),
        },
      }),
      field('order', 'Order', 'Integer'),
    ],
    'question',
  ),
  ...['WebsiteBannerSlides', 'WebsiteBannerSlidesMobile'].map((suffix) =>
    type(
      `${PRODUCT}${suffix}`,
      suffix.endsWith('Mobile') ? 'Banner slide (mobile)' : 'Banner slide (desktop)',
      'A home carousel slide; desktop and mobile slides pair by slug.',
      [
        title('Title (image description)'),
        slugField,
        symbol('heading', 'Heading', { localized: true }),
        symbol('subheading', 'Subheading', { localized: true }),
        symbol('ctaLabel', 'Button label', { localized: true }),
        symbol('link', 'Link (site path or https URL)'),
        image('image', 'Image', true),
        field('order', 'Order', 'Integer'),
      ],
    ),
  ),
  type(
    `${PRODUCT}TermsPage`,
    'Terms page',
    'Terms and conditions at /tnc/{slug}; each Heading 2 becomes a section.',
    [title(), slugField, summary, body(true), date('effectiveDate', 'Effective date')],
  ),
  type(
    `${PRODUCT}LandingPage`,
    'Landing page',
    'Campaign landing pages at /abc/{slug} and promotion material at /promotion_material/{slug}.',
    [
      title(),
      slugField,
      symbol('type', 'Type', {
        required: true,
        validations: oneOf(['campaign', 'promotion_material']),
      }),
      summary,
      image('heroImage', 'Hero image'),
      body(true),
      symbol('ctaLabel', 'Button label', { localized: true }),
      symbol('ctaUrl', 'Button link (site path or https URL)'),
      date('endDate', 'End date'),
    ],
  ),
  type(
    `${PRODUCT}MallMerchant`,
    'Mall merchant',
    'A partner merchant where instalments apply.',
    [
      field('name', 'Name', 'Symbol', { localized: true, required: true }),
      slugField,
      symbol('category', 'Category', {
        required: true,
        validations: oneOf(['electronics', 'travel', 'education', 'health', 'home', 'fitness']),
      }),
      field('description', 'Description', 'Text', { localized: true }),
      image('logo', 'Logo'),
      symbol('website', 'Website'),
      field('instalmentTerms', 'Instalment terms (months)', 'Array', {
        items: { type: 'Symbol', validations: oneOf(['3', '4', '5']) },
      }),
      field('order', 'Order', 'Integer'),
    ],
    'name',
  ),
  loanProductType(`${PRODUCT}LoanProduct`, ['property_owner_loan']),
];
