import { describe, expect, it } from 'vitest';
import { secretMatches } from './secret';
import { tagsForWebhook, webhookPayloadSchema } from './webhook-tags';

const tagOf = (type: string) => `content:${type}`;

describe('publishing webhook', () => {
  it('revalidates the changed content type of an entry (published, unpublished or deleted)', () => {
    for (const type of ['Entry', 'DeletedEntry']) {
      const body = {
        sys: {
          type,
          id: 'x',
          contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'konewBlogPost' } },
        },
      };
      expect(tagsForWebhook(body, tagOf, 'content')).toEqual(['content:konewBlogPost']);
    }
  });
  it('revalidates everything for an asset or an unexpected body', () => {
    expect(tagsForWebhook({ sys: { type: 'Asset', id: 'a' } }, tagOf, 'content')).toEqual([
      'content',
    ]);
    expect(tagsForWebhook('nonsense', tagOf, 'content')).toEqual(['content']);
    expect(
      tagsForWebhook(
        { sys: { type: 'Entry', contentType: { sys: { id: '../../etc' } } } },
        tagOf,
        'content',
      ),
    ).toEqual(['content']);
  });
  it('takes only what Contentful sends: an entry with its content type, or an asset', () => {
    const entry = { sys: { type: 'Entry', id: 'e1', contentType: { sys: { id: 'konewFaq' } } } };
    for (const body of [entry, { sys: { type: 'DeletedAsset', id: 'a1' } }])
      expect(webhookPayloadSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
    for (const body of [
      null,
      [],
      123,
      {},
      'nonsense',
      { sys: {} },
      { sys: { type: 'Entry', id: 'e1' } },
      { sys: { type: 'ContentType', id: 'c1' } },
      { sys: { type: 'Asset' } },
      { sys: { type: 'Entry', id: 'e1', contentType: { sys: { id: '../../etc' } } } },
    ])
      expect(webhookPayloadSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
  it('checks secrets in constant time and refuses when none is configured', () => {
    expect(secretMatches('a-long-secret-value', 'a-long-secret-value')).toBe(true);
    expect(secretMatches('a-long-secret-valuE', 'a-long-secret-value')).toBe(false);
    expect(secretMatches('anything', undefined)).toBe(false);
    expect(secretMatches(null, 'a-long-secret-value')).toBe(false);
  });
});
