// Flat illustrations for the sample content, drawn as SVG and rasterised to PNG with sharp.
// No text in the pictures: headings stay in HTML, in the reader's language.

import { motifs, type MotifName, type Palette } from './motifs';

export const palettes = {
  ember: ['#fff4ec', '#ffd9bf', '#d9480f', '#5c1f06', '#ffffff'],
  sky: ['#eef6ff', '#cfe3ff', '#1d5fbf', '#0b2a55', '#ffffff'],
  mint: ['#ecfbf4', '#c5f0dc', '#14875a', '#0a3b28', '#ffffff'],
  plum: ['#f7f0ff', '#e2d2fb', '#6b3fb8', '#2d1756', '#ffffff'],
  sun: ['#fffaeb', '#ffe9a8', '#c27c00', '#4d3200', '#ffffff'],
  slate: ['#f1f5f9', '#d5dde7', '#3b4a5c', '#111827', '#ffffff'],
} satisfies Record<string, Palette>;
export type PaletteName = keyof typeof palettes;

function bubbles(w: number, h: number, colors: Palette, seed: number) {
  let x = seed * 9301 + 49297;
  const rand = () => (x = (x * 9301 + 49297) % 233280) / 233280;
  return Array.from({ length: 5 }, (_, i) => {
    const r = (0.06 + rand() * 0.14) * Math.min(w, h);
    return `<circle cx="${(rand() * w).toFixed(0)}" cy="${(rand() * h).toFixed(0)}" r="${r.toFixed(0)}" fill="${colors[i % 2 ? 1 : 4]}" opacity="0.55"/>`;
  }).join('');
}

/** Where the motif sits: centred, right of centre (room for text on the left) or high. */
export type Align = 'center' | 'right' | 'top';
type Drawing = {
  width: number;
  height: number;
  motif: MotifName;
  palette?: PaletteName;
  seed?: number;
  align?: Align;
};

/** An SVG picture: a gradient, soft circles and one motif, placed by `align` (centre, right or top). */
export function illustration({
  width,
  height,
  motif,
  palette = 'ember',
  seed = 1,
  align = 'center',
}: Drawing) {
  const c = palettes[palette];
  const draw = motifs[motif];
  const s = Math.min(width, height) * (align === 'center' ? 0.28 : 0.3);
  const cx = align === 'right' ? width * 0.74 : width / 2;
  const cy = align === 'top' ? height * 0.34 : height / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c[0]}"/><stop offset="1" stop-color="${c[1]}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>${bubbles(width, height, c, seed)}
  <g transform="translate(${cx.toFixed(0)} ${cy.toFixed(0)})">${draw(c, s)}</g></svg>`;
}
