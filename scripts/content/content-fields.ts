// The field and type builders of the content model (scripts/content/content-model.ts).
import type { Link } from '@contentful/rich-text-types';

export const PRODUCT = 'konew';

/** The Contentful field types the model uses. */
type FieldType =
  'Symbol' | 'Text' | 'RichText' | 'Integer' | 'Date' | 'Boolean' | 'Link' | 'Array' | 'Object';
type Validation = Record<string, unknown>;
type FieldOptions = {
  localized?: boolean;
  required?: boolean;
  validations?: Validation[];
  items?: { type: FieldType; validations?: Validation[] };
  linkType?: 'Asset' | 'Entry';
};

/** A field as `contentful space export` writes it. */
export type ContentField = Required<Pick<FieldOptions, 'localized' | 'required' | 'validations'>> &
  Pick<FieldOptions, 'items' | 'linkType'> & {
    id: string;
    name: string;
    type: FieldType;
    disabled: boolean;
    omitted: boolean;
  };

/** A content type as the export writes it (before build-sample adds its `sys` details). */
export type ContentType = {
  sys: { id: string; type: 'ContentType' };
  name: string;
  description: string;
  displayField: string;
  fields: ContentField[];
};

/** A link as Contentful writes it: `{ sys: { type: 'Link', linkType, id } }`. */
export const link = <T extends string>(linkType: T, id: string): Link<T> => ({
  sys: { type: 'Link', linkType, id },
});

export const field = (
  id: string,
  name: string,
  type: FieldType,
  { localized = false, required = false, validations = [], items, linkType }: FieldOptions = {},
): ContentField => ({
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
export const image = (id: string, name: string, required = false) =>
  field(id, name, 'Link', {
    linkType: 'Asset',
    required,
    validations: [{ linkMimetypeGroup: ['image'] }],
  });
export const date = (id: string, name: string, required = false) =>
  field(id, name, 'Date', { required });
export const bool = (id: string, name: string) => field(id, name, 'Boolean');
export const symbol = (id: string, name: string, options: FieldOptions = {}) =>
  field(id, name, 'Symbol', options);
export const oneOf = (values: string[]) => [{ in: values }];

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

export const type = (
  id: string,
  name: string,
  description: string,
  fields: ContentField[],
  displayField = 'title',
): ContentType => ({
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
