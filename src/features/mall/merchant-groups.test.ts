import { describe, expect, it } from 'vitest';
import type { MallMerchant } from '@/content/model';
import { groupMerchants } from './merchant-groups';

const m = (slug: string, category: string) => ({ slug, category }) as MallMerchant;

describe('groupMerchants', () => {
  it('follows the category order, drops empty categories and keeps unknown ones last', () => {
    const groups = groupMerchants(
      [m('a', 'travel'), m('b', 'electronics'), m('c', 'pets'), m('d', 'travel')],
      ['electronics', 'travel', 'home'],
    );
    expect(groups.map((g) => [g.category, g.merchants.map((x) => x.slug)])).toEqual([
      ['electronics', ['b']],
      ['travel', ['a', 'd']],
      ['pets', ['c']],
    ]);
  });
});
