import { describe, expect, it } from 'vitest';
import { shareImage } from './images';
import type { ContentAsset } from './model';

const asset: ContentAsset = {
  kind: 'asset',
  id: 'promo',
  contentType: 'image/png',
  fileName: 'promo.png',
  url: '//images.ctfassets.net/space/id/token/promo.png',
  title: 'promo.png',
  description: '',
  width: 2400,
  height: 1350,
};

describe('shareImage', () => {
  it('asks for a JPEG at most 1200 wide, with the delivered size', () => {
    expect(shareImage(asset, 'Summer offer')).toEqual({
      url: 'https://images.ctfassets.net/space/id/token/promo.png?w=1200&fm=jpg',
      width: 1200,
      height: 675,
      alt: 'Summer offer',
    });
  });

  it("prefers the asset's own description as alt text", () => {
    expect(shareImage({ ...asset, description: 'A gym towel' }, 'Summer offer').alt).toBe(
      'A gym towel',
    );
  });
});
