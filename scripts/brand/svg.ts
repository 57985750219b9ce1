// `npm run brand:svg`: writes the SVG files drawn in code (the marks, public/icon.svg and
// public/kcash-icon.svg, and the card's face, public/konew-card.svg) and optimises every other
// SVG under public/ in place, all through the site's svgo configuration (svgo-config.ts).
// `npm run brand:images` runs it too.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brandMarkSvg, cardArt } from '../../src/config/brands';
import { cardArtSvg } from './card-art';
import { optimiseSvg } from './svgo-config';

export const publicDir = path.resolve(import.meta.dirname, '../../public');

/** Every SVG file the site serves, relative to public/. */
export function shippedSvgFiles(): string[] {
  return readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.svg'))
    .sort();
}

/** The SVG files drawn in code, by their name in public/. */
const drawn: Record<string, () => string> = {
  'icon.svg': () => brandMarkSvg('konew'),
  'kcash-icon.svg': () => brandMarkSvg('kcash'),
  [cardArt.src.slice(1)]: cardArtSvg,
};

export function writeSvgs(): string[] {
  for (const [name, draw] of Object.entries(drawn)) {
    writeFileSync(path.join(publicDir, name), optimiseSvg(draw(), name));
  }
  const files = shippedSvgFiles();
  for (const name of files.filter((file) => !(file in drawn))) {
    const file = path.join(publicDir, name);
    writeFileSync(file, optimiseSvg(readFileSync(file, 'utf8'), name));
  }
  return files;
}

if (process.argv[1] === import.meta.filename) {
  for (const name of writeSvgs()) console.log(`public/${name}`);
}
