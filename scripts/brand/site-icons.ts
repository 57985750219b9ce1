// The site icons, drawn from the Konew mark (src/config/brands.ts): favicon.ico (16 and 32),
// apple-touch-icon.png (180, opaque: iOS rounds it itself), the web app manifest's icons (192 and
// 512, and a maskable 512 whose monogram keeps inside the safe zone, the middle circle of 80 %) and
// site.webmanifest, which names them. KCash's pages link their own SVG mark beside these.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { encode } from 'sharp-ico';
import { brandMarkSvg, brands } from '../../src/config/brands';
import { site } from '../../src/config/site';

const { colours, monogram } = brands.konew;
const mark = Buffer.from(brandMarkSvg('konew'));

/** The mark at `size` pixels, drawn at that size (not scaled down from a bitmap). */
const markAt = (size: number) => sharp(mark, { density: 72 * (size / 64) }).resize(size, size);

/**
 * The maskable icon: the brand colour to every edge and the monogram at 6.4 units a pixel of 512,
 * its farthest corner 167 px from the middle (the safe zone's radius is 204.8).
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" fill="${colours[700]}"/><path d="${monogram}" fill="#fff" transform="translate(51.2 51.2) scale(6.4)"/></svg>`;

/** The manifest's icons: file in public/, pixels a side, and what a platform may do with it. */
export const manifestIcons = [
  { src: '/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/** The one manifest of the site: the card's zh-HK name (the default locale) and its colour. */
export function webManifest() {
  return {
    name: site.cardBrand['zh-HK'],
    short_name: 'Konew',
    lang: 'zh-HK',
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: colours[700],
    background_color: '#ffffff',
    icons: manifestIcons.map(({ src, size, purpose }) => ({
      src,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}

const png = { compressionLevel: 9 } as const;

export async function writeSiteIcons(publicDir: string): Promise<string[]> {
  const file = (name: string) => path.join(publicDir, name);
  const [icon16, icon32] = await Promise.all([16, 32].map((s) => markAt(s).png(png).toBuffer()));
  writeFileSync(file('favicon.ico'), encode([icon16!, icon32!]));
  await markAt(180)
    .flatten({ background: colours[700] })
    .png(png)
    .toFile(file('apple-touch-icon.png'));
  for (const { src, size, purpose } of manifestIcons) {
    const picture = purpose === 'maskable' ? sharp(Buffer.from(maskable)) : markAt(size);
    await picture.png(png).toFile(file(src.slice(1)));
  }
  writeFileSync(file('site.webmanifest'), `${JSON.stringify(webManifest(), null, 2)}\n`);
  return [
    'favicon.ico',
    'apple-touch-icon.png',
    ...manifestIcons.map(({ src }) => src.slice(1)),
    'site.webmanifest',
  ];
}
