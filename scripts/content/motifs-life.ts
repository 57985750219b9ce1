// Motifs about daily life: festivals, prizes, shops and services, food.
import { scaled, type Motif } from './motif-types';

export const lifeMotifs = {
  /** A Christmas tree with baubles and a star. */
  tree: scaled(
    (
      k,
      c,
    ) => `<rect x="${k(-0.12)}" y="${k(0.6)}" width="${k(0.24)}" height="${k(0.35)}" fill="${c[3]}"/>
    ${[0, 1, 2].map((i) => `<path d="M 0 ${k(-0.85 + i * 0.42)} L ${k(0.45 + i * 0.22)} ${k(-0.2 + i * 0.42)} H ${k(-0.45 - i * 0.22)} Z" fill="${c[2]}"/>`).join('')}
    <circle cy="${k(-0.9)}" r="${k(0.12)}" fill="${c[3]}"/>
    <circle cx="${k(-0.25)}" cy="${k(0.05)}" r="${k(0.08)}" fill="${c[4]}"/><circle cx="${k(0.3)}" cy="${k(0.45)}" r="${k(0.08)}" fill="${c[4]}"/>`,
  ),
  /** A round lantern under the full moon: the Mid-Autumn Festival. */
  lantern: scaled(
    (k, c) => `<circle cx="${k(-0.75)}" cy="${k(-0.7)}" r="${k(0.25)}" fill="${c[1]}"/>
    <path d="M 0 ${k(-1)} V ${k(-0.7)} M ${k(-0.1)} ${k(0.7)} V ${k(1)} M ${k(0.1)} ${k(0.7)} V ${k(1)}" stroke="${c[3]}" stroke-width="${k(0.06)}"/>
    <ellipse rx="${k(0.8)}" ry="${k(0.62)}" fill="${c[2]}"/>
    <ellipse rx="${k(0.4)}" ry="${k(0.62)}" stroke="${c[3]}" stroke-width="${k(0.05)}" fill="none"/>
    <rect x="${k(-0.32)}" y="${k(-0.75)}" width="${k(0.64)}" height="${k(0.16)}" rx="${k(0.05)}" fill="${c[3]}"/><rect x="${k(-0.32)}" y="${k(0.58)}" width="${k(0.64)}" height="${k(0.16)}" rx="${k(0.05)}" fill="${c[3]}"/>`,
  ),
  /** Headphones: a gadget prize. */
  headphones: scaled(
    (
      k,
      c,
    ) => `<path d="M ${k(-0.72)} ${k(0.15)} V ${k(-0.05)} A ${k(0.72)} ${k(0.72)} 0 0 1 ${k(0.72)} ${k(-0.05)} V ${k(0.15)}" stroke="${c[3]}" stroke-width="${k(0.14)}" fill="none"/>
    <rect x="${k(-0.95)}" y="${k(0)}" width="${k(0.42)}" height="${k(0.78)}" rx="${k(0.16)}" fill="${c[2]}"/><rect x="${k(0.53)}" y="${k(0)}" width="${k(0.42)}" height="${k(0.78)}" rx="${k(0.16)}" fill="${c[2]}"/>`,
  ),
  /** A television on its stand: home appliances. */
  tv: scaled(
    (
      k,
      c,
    ) => `<path d="M ${k(-0.35)} ${k(-0.95)} L 0 ${k(-0.7)} L ${k(0.35)} ${k(-0.95)}" stroke="${c[3]}" stroke-width="${k(0.06)}" fill="none"/>
    <rect x="${k(-1)}" y="${k(-0.7)}" width="${k(2)}" height="${k(1.3)}" rx="${k(0.1)}" fill="${c[3]}"/>
    <rect x="${k(-0.86)}" y="${k(-0.56)}" width="${k(1.72)}" height="${k(1.02)}" fill="${c[1]}"/>
    <path d="M ${k(-0.86)} ${k(0.46)} L ${k(-0.3)} ${k(-0.1)} L ${k(0.1)} ${k(0.25)} L ${k(0.4)} ${k(0)} L ${k(0.86)} ${k(0.46)} Z" fill="${c[2]}"/>
    <path d="M ${k(-0.45)} ${k(0.95)} L ${k(-0.25)} ${k(0.6)} M ${k(0.45)} ${k(0.95)} L ${k(0.25)} ${k(0.6)}" stroke="${c[3]}" stroke-width="${k(0.1)}"/>`,
  ),
  /** A graduation cap with its tassel: courses. */
  gradCap: scaled(
    (
      k,
      c,
    ) => `<path d="M ${k(-0.55)} ${k(-0.05)} V ${k(0.45)} Q 0 ${k(0.75)} ${k(0.55)} ${k(0.45)} V ${k(-0.05)} Z" fill="${c[2]}"/>
    <path d="M ${k(-1)} ${k(-0.3)} L 0 ${k(-0.75)} L ${k(1)} ${k(-0.3)} L 0 ${k(0.15)} Z" fill="${c[3]}"/>
    <path d="M 0 ${k(-0.3)} L ${k(0.75)} ${k(-0.1)} V ${k(0.45)}" stroke="${c[2]}" stroke-width="${k(0.06)}" fill="none"/><circle cx="${k(0.75)}" cy="${k(0.5)}" r="${k(0.09)}" fill="${c[2]}"/>`,
  ),
  /** An eye: an eye clinic. */
  eye: scaled(
    (
      k,
      c,
    ) => `<path d="M ${k(-1)} 0 Q 0 ${k(-0.95)} ${k(1)} 0 Q 0 ${k(0.95)} ${k(-1)} 0 Z" fill="${c[4]}" stroke="${c[3]}" stroke-width="${k(0.1)}"/>
    <circle r="${k(0.38)}" fill="${c[2]}"/><circle r="${k(0.17)}" fill="${c[3]}"/><circle cx="${k(0.1)}" cy="${k(-0.12)}" r="${k(0.07)}" fill="${c[4]}"/>`,
  ),
  /** A tooth with a sparkle: a dental clinic. */
  tooth: scaled(
    (
      k,
      c,
    ) => `<path d="M ${k(-0.6)} ${k(-0.75)} C ${k(-0.95)} ${k(-0.75)} ${k(-0.9)} ${k(-0.1)} ${k(-0.62)} ${k(0.2)} L ${k(-0.45)} ${k(0.85)} Q ${k(-0.3)} ${k(1)} ${k(-0.2)} ${k(0.8)} L ${k(-0.05)} ${k(0.3)} Q 0 ${k(0.2)} ${k(0.05)} ${k(0.3)} L ${k(0.2)} ${k(0.8)} Q ${k(0.3)} ${k(1)} ${k(0.45)} ${k(0.85)} L ${k(0.62)} ${k(0.2)} C ${k(0.9)} ${k(-0.1)} ${k(0.95)} ${k(-0.75)} ${k(0.6)} ${k(-0.75)} Q ${k(0.3)} ${k(-0.8)} 0 ${k(-0.6)} Q ${k(-0.3)} ${k(-0.8)} ${k(-0.6)} ${k(-0.75)} Z" fill="${c[4]}" stroke="${c[3]}" stroke-width="${k(0.1)}"/>
    <path d="M ${k(0.75)} ${k(-0.95)} v ${k(0.4)} M ${k(0.55)} ${k(-0.75)} h ${k(0.4)}" stroke="${c[2]}" stroke-width="${k(0.08)}" stroke-linecap="round"/>`,
  ),
  /** A bed with a pillow and a blanket: mattresses. */
  bed: scaled(
    (
      k,
      c,
    ) => `<rect x="${k(-1)}" y="${k(-0.7)}" width="${k(0.18)}" height="${k(1.6)}" rx="${k(0.05)}" fill="${c[3]}"/>
    <rect x="${k(-0.85)}" y="${k(0.05)}" width="${k(1.85)}" height="${k(0.42)}" rx="${k(0.08)}" fill="${c[3]}"/>
    <rect x="${k(-0.78)}" y="${k(-0.28)}" width="${k(0.45)}" height="${k(0.3)}" rx="${k(0.12)}" fill="${c[2]}"/>
    <rect x="${k(-0.25)}" y="${k(-0.22)}" width="${k(1.25)}" height="${k(0.3)}" rx="${k(0.08)}" fill="${c[2]}"/>
    <rect x="${k(0.88)}" y="${k(0.45)}" width="${k(0.12)}" height="${k(0.45)}" fill="${c[3]}"/>`,
  ),
  /** Mountains under the sun: outdoor sports. */
  mountain: scaled(
    (k, c) => `<circle cx="${k(-0.62)}" cy="${k(-0.62)}" r="${k(0.22)}" fill="${c[2]}"/>
    <path d="M ${k(-1)} ${k(0.75)} L ${k(-0.35)} ${k(-0.35)} L ${k(0)} ${k(0.15)} L ${k(0.4)} ${k(-0.8)} L ${k(1)} ${k(0.75)} Z" fill="${c[3]}"/>
    <path d="M ${k(0.4)} ${k(-0.8)} L ${k(0.58)} ${k(-0.38)} L ${k(0.42)} ${k(-0.45)} L ${k(0.25)} ${k(-0.42)} Z" fill="${c[4]}"/>`,
  ),
  /** A cup of Hong Kong milk tea on its saucer: a 茶餐廳. */
  milkTea: scaled(
    (k, c) => `<ellipse cy="${k(0.88)}" rx="${k(0.95)}" ry="${k(0.13)}" fill="${c[3]}"/>
    <path d="M ${k(0.5)} ${k(-0.25)} q ${k(0.5)} 0 ${k(0.45)} ${k(0.38)} q ${k(-0.05)} ${k(0.3)} ${k(-0.5)} ${k(0.3)}" stroke="${c[3]}" stroke-width="${k(0.1)}" fill="none"/>
    <path d="M ${k(-0.62)} ${k(-0.4)} H ${k(0.62)} L ${k(0.48)} ${k(0.62)} Q ${k(0.46)} ${k(0.8)} ${k(0.3)} ${k(0.8)} H ${k(-0.3)} Q ${k(-0.46)} ${k(0.8)} ${k(-0.48)} ${k(0.62)} Z" fill="${c[4]}" stroke="${c[3]}" stroke-width="${k(0.08)}"/>
    <path d="M ${k(-0.56)} ${k(-0.22)} H ${k(0.56)} L ${k(0.5)} ${k(0.3)} H ${k(-0.5)} Z" fill="${c[2]}"/>
    <path d="M ${k(-0.25)} ${k(-0.6)} q ${k(0.12)} ${k(-0.2)} 0 ${k(-0.4)} M ${k(0.2)} ${k(-0.6)} q ${k(0.12)} ${k(-0.2)} 0 ${k(-0.4)}" stroke="${c[3]}" stroke-width="${k(0.07)}" fill="none" stroke-linecap="round"/>`,
  ),
  /** A loaf of bread with its scored top: a bakery. */
  bread: scaled(
    (
      k,
      c,
    ) => `<path d="M ${k(-1)} ${k(0.6)} V ${k(-0.05)} Q ${k(-1)} ${k(-0.7)} ${k(-0.45)} ${k(-0.7)} H ${k(0.45)} Q ${k(1)} ${k(-0.7)} ${k(1)} ${k(-0.05)} V ${k(0.6)} Z" fill="${c[2]}"/>
    <rect x="${k(-1)}" y="${k(0.45)}" width="${k(2)}" height="${k(0.2)}" rx="${k(0.06)}" fill="${c[3]}"/>
    <path d="M ${k(-0.55)} ${k(-0.1)} l ${k(0.25)} ${k(-0.35)} M ${k(-0.1)} ${k(-0.1)} l ${k(0.25)} ${k(-0.35)} M ${k(0.35)} ${k(-0.1)} l ${k(0.25)} ${k(-0.35)}" stroke="${c[1]}" stroke-width="${k(0.08)}" stroke-linecap="round"/>`,
  ),
} satisfies Record<string, Motif>;
