import { beforeAll, describe, expect, it } from 'vitest';
import { siteContent } from '@/content/site-content';
import { checkVocabulary, UNLISTED_CAMPAIGN } from './event-vocabulary';
import { siteVocabulary, type Vocabulary } from './site-vocabulary';
import { TRACKED_BUTTONS } from './tracked-buttons';
import { trackRequestSchema } from './track-request-schema';
import { carriers, disguisedCanaries } from './testing/disguised-canaries';
import { storedForms, vocabularyCanaries, vocabularyCarriers } from './testing/vocabulary-canaries';

const anonymousId = '0b5c3a6e-2f0d-4c1b-9a7e-5d2c1f0e9a8b';
const view = (page: string) => ({ event: 'Page Viewed', anonymousId, properties: { page } });
const click = (page: string, section: string, action: string) => ({
  event: 'Button Clicked',
  anonymousId,
  properties: { button_cta: action, button_location: `${page}_${section}_${action}`, page },
});

const withCta = (body: ReturnType<typeof click>, action: string) => ({
  ...body,
  properties: { ...body.properties, button_cta: action },
});

let vocabulary: Vocabulary;
beforeAll(async () => {
  vocabulary = await siteVocabulary(siteContent(), ['newsletter', 'email', 'cny_2026']);
});

/** What the collector would store of `body`: undefined when the schema or the vocabulary refuses it. */
function stored(body: unknown) {
  const parsed = trackRequestSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const checked = checkVocabulary(parsed.data, vocabulary);
  return checked.ok ? checked.event : undefined;
}

describe('checkVocabulary', () => {
  const realPages = [
    'homepage',
    'faq',
    'promotion_material-apple_pay',
    'blog-instalment-basics',
    'blog-news',
    'blog-page-2',
    'blog-topic-travel',
    'promotions-weekend-dining-offer',
    'tnc-weekend-dining-offer-tnc',
    'tnc-promotions-general',
    'abc-partner-week',
    'about-us',
  ];

  it.each(realPages)('keeps the view of the real page %s', (page) => {
    expect(stored(view(page))).toEqual(view(page));
  });

  it('keeps a click on every tracked button, on a real page', () => {
    for (const [section, actions] of Object.entries(TRACKED_BUTTONS))
      for (const action of actions) {
        const body = click('promotions-weekend-dining-offer', section, action);
        expect(stored(body), `${section} ${action}`).toEqual(body);
      }
    for (const slug of ['pay-later', 'welcome-offer', 'sme-loan'])
      expect(stored(click('homepage', 'carousel', slug))).toBeDefined();
  });

  it.each([
    ['an unknown action', click('homepage', 'hero', 'apply_now')],
    ['an unknown section', click('homepage', 'footer', 'download_app')],
    ['a slide the store does not have', click('homepage', 'carousel', 'old-slide')],
    ['a location of another action', withCta(click('homepage', 'hero', 'learn_more'), 'apply_now')],
    ['a page that does not exist', click('blog-no-such-article', 'hero', 'download_app')],
    ['no properties', { event: 'Button Clicked', anonymousId }],
  ])('refuses a click with %s', (_, body) => expect(stored(body)).toBeUndefined());

  it('counts the view of a page that does not exist as the 404 page', () => {
    const parsed = trackRequestSchema.parse(view('blog-canary-example-com'));
    expect(checkVocabulary(parsed, vocabulary)).toEqual({
      ok: true,
      event: view('404'),
      replaced: ['page'],
    });
  });

  it('stores a listed campaign value in lower case, and any other as `other`', () => {
    const campaign = { source: 'Newsletter', medium: 'EMAIL', name: 'spring_sale_chan' };
    const parsed = trackRequestSchema.parse({ ...view('homepage'), context: { campaign } });
    expect(checkVocabulary(parsed, vocabulary)).toMatchObject({
      ok: true,
      event: { context: { campaign: { source: 'newsletter', medium: 'email', name: 'other' } } },
      replaced: ['campaign.name'],
    });
    expect(UNLISTED_CAMPAIGN).toBe('other');
  });

  it.each([...vocabularyCanaries, ...disguisedCanaries])(
    'stores %j in no field, neither as it came nor as a page name',
    (canary) => {
      for (const body of [...vocabularyCarriers(canary), ...carriers(canary)]) {
        const text = JSON.stringify(stored(body) ?? '').toLowerCase();
        for (const form of storedForms(canary))
          expect(text, JSON.stringify(body)).not.toContain(form);
      }
    },
  );
});
