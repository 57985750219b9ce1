/**
 * Personal data that no pattern recognises (issue 49, item 6): encoded, letters for digits, spelt
 * out, names, and slug-shaped names of pages that do not exist. The collector stored such values
 * until it held events to the site's vocabulary; it may store none of them now, in any field.
 */
export const vocabularyCanaries: readonly string[] = [
  // Base64 of an email, a phone number, an HKID and a name.
  'Y2FuYXJ5QGV4YW1wbGUuY29t',
  'OTEyMzQ1Njc',
  'QTEyMzQ1Njc3',
  'Q2hhbiBUYWkgTWFu',
  // Letters for digits.
  '9l234567',
  '9I23-45G7',
  'Al23456-7',
  'nine1234567',
  'six1two3four5six7',
  // Email addresses spelt out, reversed or taken apart.
  'canary-at-example-dot-com',
  'canaryATexampleDOTcom',
  'canary.example.com',
  'moc.elpmaxe.yranac',
  'pnanel-ng-rknzcyr-qbg-pbz',
  // Names.
  'Mr_Chan_Tai_Man',
  'Chan-Tai-Man',
  'ChanTaiMan',
  'ms.lee.mei.ling',
  'Wong_Siu_Ming_Peter',
  // Slug-shaped names of pages that do not exist.
  'blog-canary-example-com',
  'promotions-chan-tai-man',
  'tnc-9l234567',
  'abc-y2fuyxj5qgv4yw1wbguuy29t',
  'blog-topic-mr_chan_tai_man',
];

const anonymousId = '0b5c3a6e-2f0d-4c1b-9a7e-5d2c1f0e9a8b';
const click = {
  button_cta: 'download_app',
  button_location: 'homepage_hero_download_app',
  page: 'homepage',
  locale: 'zh-HK',
};

/** `value` as a page name the tracker could send for a path: slug-shaped, under /blog/ if need be. */
export function slugShaped(value: string): string {
  const slug = value
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return /^(?:abc|blog|promotions|tnc)-/.test(slug) ? slug : `blog-${slug}`;
}

/** How `value` could show in a stored row: as it came, or as a page name (when it has enough of one). */
export const storedForms = (value: string) => {
  const page = slugShaped(value);
  return [value.toLowerCase(), ...(/-[a-z0-9_-]{6,}$/.test(page) ? [page] : [])];
};

/** Event bodies that carry `value` in each field the tracker fills: page, labels and campaign. */
export const vocabularyCarriers = (value: string) => [
  { event: 'Page Viewed', anonymousId, properties: { page: slugShaped(value), locale: 'zh-HK' } },
  { event: 'Page Viewed', anonymousId, properties: { page: value, locale: 'en-US' } },
  { event: 'Button Clicked', anonymousId, properties: { ...click, label: value } },
  { event: 'Button Clicked', anonymousId, properties: { ...click, button_cta: value } },
  { event: 'Button Clicked', anonymousId, properties: { ...click, button_location: value } },
  ...(['source', 'medium', 'name'] as const).map((field) => ({
    event: 'Page Viewed',
    anonymousId,
    properties: { page: 'homepage', locale: 'zh-HK' },
    context: { campaign: { [field]: value } },
  })),
];
