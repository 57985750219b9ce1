// The Konew card's face (public/konew-card.svg, src/config/brands.ts cardArt): ISO/IEC 7810 ID-1
// proportions (85.60 × 53.98 mm, 10 units a millimetre), the brand's colours, the mark, a chip,
// the contactless symbol and a masked number drawn as dots. No text: nothing to translate, no font
// to depend on, and no number that could pass for a real card's.
import { brands, cardArt } from '../../src/config/brands';

const { colours, monogram } = brands.konew;
const { width, height } = cardArt;

/** Four groups of four dots where a card number would be. */
function maskedNumber(x: number, y: number): string {
  const dots = [0, 1, 2, 3].flatMap((group) =>
    [0, 1, 2, 3].map((dot) => `<circle cx="${x + group * 126 + dot * 22}" cy="${y}" r="7"/>`),
  );
  return `<g fill="#fff">${dots.join('')}</g>`;
}

/** The contactless symbol: four arcs around a centre on their left. */
function contactless(cx: number, cy: number): string {
  const arcs = [14, 28, 42, 56].map((r) => {
    const d = Math.round(r * Math.SQRT1_2 * 10) / 10;
    return `<path d="M${cx + d} ${cy - d}A${r} ${r} 0 0 1 ${cx + d} ${cy + d}"/>`;
  });
  return `<g fill="none" stroke="#fff" stroke-linecap="round" stroke-width="7">${arcs.join('')}</g>`;
}

/** The chip: gold, with its contact lines. */
function chip(x: number, y: number): string {
  const lines = `M${x} ${y + 30}h38v28h-38M${x + 112} ${y + 30}h-38v28h38M${x + 38} ${y}v86M${x + 74} ${y}v86`;
  return `<rect x="${x}" y="${y}" width="112" height="86" rx="14" fill="url(#chip)"/><path d="${lines}" fill="none" stroke="#a77a1c" stroke-width="3"/>`;
}

export function cardArtSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="face" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colours[700]}"/><stop offset="1" stop-color="${colours[600]}"/>
    </linearGradient>
    <linearGradient id="chip" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f8dc94"/><stop offset="1" stop-color="#d6a23a"/>
    </linearGradient>
    <clipPath id="edge"><rect width="${width}" height="${height}" rx="32"/></clipPath>
  </defs>
  <g clip-path="url(#edge)">
    <rect width="${width}" height="${height}" fill="url(#face)"/>
    <circle cx="770" cy="40" r="290" fill="${colours[100]}" opacity="0.12"/>
    <path d="M0 430C220 360 460 520 ${width} 380V${height}H0z" fill="${colours[900]}" opacity="0.28"/>
    <path d="${monogram}" fill="#fff" opacity="0.07" transform="translate(440 40) scale(7)"/>
  </g>
  <rect x="64" y="52" width="88" height="88" rx="19" fill="#fff"/>
  <path d="${monogram}" fill="${colours[700]}" transform="translate(64 52) scale(1.375)"/>
  ${chip(76, 200)}
  ${contactless(222, 243)}
  ${maskedNumber(84, 378)}
  <rect x="76" y="440" width="230" height="18" rx="9" fill="#fff" opacity="0.55"/>
  <rect x="330" y="440" width="96" height="18" rx="9" fill="#fff" opacity="0.55"/>
</svg>`;
}
