// The field and type builders of the content model (scripts/content/content-model.mjs).

export const PRODUCT = 'konew';

export const field = (
  id,
  name,
  type,
  { localized = false, required = false, validations = [], items, linkType } = {},
) => ({
  id,
  name,
  type,
  localized,
  required,
  validations,
  disabled: false,
  omitted: false,
  ...(linkType ? { linkType } : {}),
  ...(items ? { items } : {}),
});

export const slugField = field('slug', 'Slug', 'Symbol', {
  required: true,
  validations: [
    { unique: true },
    {
      regexp: { pattern: '^[a-z0-9]+(?:[-_][a-z0-9]+)*$' },
      message: 'lower-case words joined by - or _',
    },
  ],
});
export const title = (name = 'Title') =>
  field('title', name, 'Symbol', { localized: true, required: true });
export const summary = field('summary', 'Summary', 'Text', { localized: true });
export const body = (required = false) =>
  field('body', 'Body', 'RichText', { localized: true, required });
export const image = (id, name, required = false) =>
  field(id, name, 'Link', {
    linkType: 'Asset',
    required,
    validations: [{ linkMimetypeGroup: ['image'] }],
  });
export const date = (id, name, required = false) => field(id, name, 'Date', { required });
export const bool = (id, name) => field(id, name, 'Boolean');
export const symbol = (id, name, options = {}) => field(id, name, 'Symbol', options);
export const oneOf = (values) => [{ in: values }];

export const blogTopics = ['instalments', 'credit-score', 'money-tips', 'travel', 'security'];

export const articleFields = [
  title(),
  slugField,
  summary,
  body(),
  image('coverImage', 'Cover image'),
  field('topics', 'Topics', 'Array', { items: { type: 'Symbol', validations: oneOf(blogTopics) } }),
  bool('featured', 'Featured'),
  bool('hot', 'Hot topic'),
  date('publishDate', 'Publish date', true),
  symbol('author', 'Author', { localized: true }),
];

export const type = (id, name, description, fields, displayField = 'title') => ({
  sys: { id, type: 'ContentType' },
  name,
  description,
  displayField,
  fields,
});

/** The two locales of both spaces (zh-Hant-HK falls back to en-US). */
export const locales = [
  {
    name: 'English (United States)',
    code: 'en-US',
    fallbackCode: null,
    default: true,
    contentManagementApi: true,
    contentDeliveryApi: true,
    optional: false,
    sys: { id: 'locale-en-us', type: 'Locale' },
  },
  {
    name: 'Chinese (Traditional, Hong Kong)',
    code: 'zh-Hant-HK',
    fallbackCode: 'en-US',
    default: false,
    contentManagementApi: true,
    contentDeliveryApi: true,
    optional: true,
    sys: { id: 'locale-zh-hant-hk', type: 'Locale' },
  },
];
