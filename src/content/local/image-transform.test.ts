import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseImageOptions, transformImage } from './image-transform';

describe('local Images API', () => {
  it('reads w and fm and refuses anything else', () => {
    expect(parseImageOptions(new URLSearchParams('w=800&fm=webp'))).toEqual({
      width: 800,
      format: 'webp',
    });
    expect(parseImageOptions(new URLSearchParams(''))).toEqual({});
    for (const bad of ['w=0', 'w=4001', 'w=abc', 'fm=gif', 'fm=svg'])
      expect(() => parseImageOptions(new URLSearchParams(bad))).toThrow();
  });

  it('resizes to the requested width in webp, never enlarging', async () => {
    const png = await sharp({
      create: { width: 1200, height: 600, channels: 3, background: '#d9480f' },
    })
      .png()
      .toBuffer();
    const small = await transformImage('t1', async () => png, 'image/png', {
      width: 800,
      format: 'webp',
    });
    expect(small.contentType).toBe('image/webp');
    expect(await sharp(Buffer.from(small.body)).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 400,
    });
    const same = await transformImage('t1', async () => png, 'image/png', { width: 2400 });
    expect(await sharp(Buffer.from(same.body)).metadata()).toMatchObject({ width: 1200 });
  });
});
