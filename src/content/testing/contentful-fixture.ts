import { createContentfulSource } from '../contentful/contentful-source';
import { fixtureAsset, fixtureEntry, fixtureExport, fixtureLink } from './export-fixture';
import type { FakeDeliveryApi } from './fake-delivery-api';

const en = (v: unknown) => ({ 'en-US': v });
const body = {
  nodeType: 'document',
  data: {},
  content: [
    {
      nodeType: 'paragraph',
      data: {},
      content: [{ nodeType: 'text', value: 'Hi', marks: [], data: {} }],
    },
    {
      nodeType: 'embedded-asset-block',
      data: { target: fixtureLink('Asset', 'pic') },
      content: [],
    },
    {
      nodeType: 'embedded-entry-block',
      data: { target: fixtureLink('Entry', 'gone') },
      content: [],
    },
  ],
};

/** A card space of three blog posts (one a draft, one linking another) and a picture. */
export const blogSpace = fixtureExport(
  [
    fixtureEntry('p1', 'konewBlogPost', {
      title: { 'en-US': 'One', 'zh-Hant-HK': '一' },
      slug: en('one'),
      type: en('guide'),
      publishDate: en('2026-02-01'),
      body: en(body),
      coverImage: en(fixtureLink('Asset', 'pic')),
    }),
    fixtureEntry('p2', 'konewBlogPost', {
      title: en('Two'),
      slug: en('two'),
      publishDate: en('2026-03-01'),
      featured: en(true),
      related: en([fixtureLink('Entry', 'p1')]),
    }),
    fixtureEntry(
      'p3',
      'konewBlogPost',
      { title: en('Draft'), slug: en('draft'), type: en('guide'), publishDate: en('2026-04-01') },
      { published: false },
    ),
  ],
  [fixtureAsset('pic', 'pic.png')],
);

export const tokens = { delivery: 'delivery-token', preview: 'preview-token' };

/** The Contentful source for space1 on the fake Delivery API. */
export const contentfulOn = (api: FakeDeliveryApi, environment = 'master', perPage?: number) =>
  createContentfulSource({
    spaces: {
      card: {
        spaceId: 'space1',
        deliveryToken: tokens.delivery,
        previewToken: tokens.preview,
        environment,
        deliveryUrl: api.url,
        previewUrl: api.url,
      },
    },
    log: () => undefined,
    ...(perPage ? { perPage } : {}),
  });
