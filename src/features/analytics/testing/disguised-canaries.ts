/**
 * Personal data in disguise: the 15 kinds the collector stored verbatim before issue 33 (item 10)
 * and more. None may reach the analytics table, whichever field carries it.
 */
export const disguisedCanaries: readonly string[] = [
  // HKID numbers: spaced, bracketed, full-width, escaped, interleaved with invisible characters.
  'A 123456 (7)',
  'A123456（7）',
  'Ａ１２３４５６（７）',
  'a-123-456-7',
  'Z 654321 (A)',
  'AB987654(3)',
  'A%20123456%20%287%29',
  'A\u200B123456\u200B(7)',
  'hk_a1234567_visit',
  // Hong Kong phone numbers.
  '９１２３４５６７',
  '9123.4567',
  '9-1-2-3-4-5-6-7',
  '9 1 2 3 4 5 6 7',
  '(+852) 9123-4567',
  '%2B852%2091234567',
  '9123\u20604567',
  '九一二三四五六七',
  '九一二三 四五六七',
  'nine one two three four five six seven',
  '٩١٢٣٤٥٦٧',
  'tel:+85291234567',
  'promo_91234567',
  '4111-1111-1111-1111',
  // Email addresses.
  'canary(at)example.com',
  'canary%40example.com',
  'canary%2540example.com',
  'canary[at]example[dot]com',
  'canary at example dot com',
  'canary＠example.com',
  'canary @ example . com',
  'canary{at}example.com',
  'canary&#64;example.com',
  'canary&#x40;example.com',
  'canary%40example%2Ecom',
  'canary%40example.com%E0%A4%A',
  'mailto:canary@example.com',
  // Text that names a customer identifier, with the value beside it.
  'customer_ref: CANARYNAME',
  'customer-ref%3A%20CANARYNAME',
  'ｃｕｓｔｏｍｅｒ＿ｒｅｆ：CANARYNAME',
  'customerRef=CANARYNAME',
  'customer_id_canaryname',
  'name=CANARY CHAN',
  'Name: Chan Tai Man',
  'full_name-canary-chan',
  'id_number=CANARY',
  'hkid-canary',
  'email: canary',
  'phone=canary',
  'passport_canary0001',
  '姓名：陳大文',
  '電話 canary',
  '身份證號碼 canary',
];

/** Values the tracker sends, or a campaign link carries: the collector keeps every one of them. */
export const ordinaryValues: readonly string[] = [
  'homepage',
  'homepage_hero_download_app',
  'download_app',
  'apply_now',
  'promotions-weekend-dining-offer',
  'blog-how-to-save-12-tips',
  'cny_2026',
  'sale_20260301',
  'facebook',
  'facebook.com',
  'email',
  'sms',
  'mobile',
  'cpc',
  'qr',
  'spring-lucky-draw-2026',
  '10000',
];

const anonymousId = '0b5c3a6e-2f0d-4c1b-9a7e-5d2c1f0e9a8b';

/** Event bodies that carry `value` in each field a visitor can reach (a path, a link, a button). */
export const carriers = (value: string) => [
  { event: 'Page Viewed', anonymousId, properties: { page: value, locale: 'zh-HK' } },
  { event: 'Button Clicked', anonymousId, properties: { button_cta: value, page: 'homepage' } },
  { event: 'Button Clicked', anonymousId, properties: { button_location: value } },
  { event: 'Page Viewed', anonymousId, context: { campaign: { source: value } } },
  { event: 'Page Viewed', anonymousId, context: { campaign: { medium: value } } },
  { event: 'Page Viewed', anonymousId, context: { campaign: { name: value } } },
];
