import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { decode } from 'sharp-ico';
import { describe, expect, it } from 'vitest';
import { brandMarkSvg, cardArt } from '../../src/config/brands';
import { cardArtSvg } from './card-art';
import { manifestIcons, webManifest } from './site-icons';
import { publicDir, shippedSvgFiles } from './svg';
import { optimiseSvg } from './svgo-config';

const file = (name: string) => path.join(publicDir, name.replace(/^\//, ''));

describe('the SVG files the site ships (npm run brand:svg)', () => {
  it('are each already optimised by the repository svgo configuration', () => {
    const files = shippedSvgFiles();
    expect(files).toEqual(expect.arrayContaining(['icon.svg', 'kcash-icon.svg', 'konew-card.svg']));
    for (const name of files) {
      const svg = readFileSync(file(name), 'utf8');
      expect(optimiseSvg(svg, name), `public/${name}: run npm run brand:svg`).toBe(svg);
      expect(svg, `public/${name} keeps its viewBox`).toMatch(/^<svg [^>]*viewBox="/);
    }
  });

  it('are what the code draws: the marks of src/config/brands.ts and the card face', () => {
    expect(readFileSync(file('icon.svg'), 'utf8')).toBe(optimiseSvg(brandMarkSvg('konew')));
    expect(readFileSync(file('kcash-icon.svg'), 'utf8')).toBe(optimiseSvg(brandMarkSvg('kcash')));
    expect(readFileSync(file(cardArt.src), 'utf8')).toBe(optimiseSvg(cardArtSvg()));
  });

  it('keeps titles, descriptions and ARIA names where a file has them', () => {
    const named = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" role="img" aria-labelledby="t"><title id="t">Konew</title><desc>A mark</desc><rect width="10" height="10"/></svg>`;
    const out = optimiseSvg(named);
    for (const kept of [
      '<title',
      '<desc>A mark</desc>',
      'role="img"',
      'aria-labelledby',
      'viewBox',
    ])
      expect(out).toContain(kept);
  });

  it("draws the card at the ISO/IEC 7810 ID-1 card's proportions, with no text", async () => {
    const svg = readFileSync(file(cardArt.src));
    const { width, height } = await sharp(svg).metadata();
    expect([width, height]).toEqual([cardArt.width, cardArt.height]);
    expect(cardArt.width / cardArt.height).toBeCloseTo(85.6 / 53.98, 2);
    expect(svg.toString()).not.toMatch(/<text|<tspan/);
  });
});

describe('the favicon set and app icons (npm run brand:images)', () => {
  it('puts a 16 and a 32 pixel picture in favicon.ico', () => {
    const sizes = decode(readFileSync(file('favicon.ico'))).map((image) => image.width);
    expect(sizes.sort((a, b) => a - b)).toEqual([16, 32]);
  });

  it('gives iOS an opaque 180 pixel apple-touch-icon.png', async () => {
    const png = sharp(readFileSync(file('apple-touch-icon.png')));
    const { width, height, format } = await png.metadata();
    expect([format, width, height]).toEqual(['png', 180, 180]);
    expect((await png.stats()).isOpaque).toBe(true);
  });

  it('ships site.webmanifest as drawn, each icon a PNG of its stated size', async () => {
    const manifest = JSON.parse(readFileSync(file('site.webmanifest'), 'utf8')) as ReturnType<
      typeof webManifest
    >;
    expect(manifest).toEqual(webManifest());
    expect(manifest).toMatchObject({ name: 'Konew 卡', lang: 'zh-HK', theme_color: '#b23c0c' });
    expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable');
    for (const icon of manifest.icons) {
      const { width, height, format } = await sharp(readFileSync(file(icon.src))).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(`image/${format}`).toBe(icon.type);
    }
  });

  it('fills the maskable icon to its edges, so a platform may cut any shape', async () => {
    const maskable = manifestIcons.find((icon) => icon.purpose === 'maskable');
    const png = sharp(readFileSync(file(maskable!.src)));
    expect((await png.stats()).isOpaque).toBe(true);
    // The safe zone: the middle circle of 80 %; its corners are the brand colour alone.
    const { data, info } = await png.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 3),
    ];
    expect(pixel(60, 60)).toEqual([0xb2, 0x3c, 0x0c]);
    expect(pixel(451, 451)).toEqual([0xb2, 0x3c, 0x0c]);
  });
});
