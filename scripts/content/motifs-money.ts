// Motifs about money, security and travel: instalments, credit reports, rates, payments, prizes.
import { scaled, type Motif } from './motif-types';

const arcs = (k: (v: number) => string, color: string) =>
  [0.3, 0.5, 0.7]
    .map(
      (r) =>
        `<path d="M ${k(0.25 + r * 0.7)} ${k(-r * 0.7)} A ${k(r)} ${k(r)} 0 0 1 ${k(0.25 + r * 0.7)} ${k(r * 0.7)}" stroke="${color}" stroke-width="${k(0.09)}" fill="none" stroke-linecap="round"/>`,
    )
    .join('');

export const moneyMotifs = {
  /** A pie in three parts, one lifted out: a purchase split into instalments. */
  pie: scaled(
    (k, c) => `<circle r="${k(0.95)}" fill="${c[3]}"/>
    <path d="M ${k(0.1)} ${k(-0.06)} L ${k(0.1)} ${k(-1.06)} A ${k(1)} ${k(1)} 0 0 1 ${k(0.97)} ${k(0.44)} Z" fill="${c[2]}"/>
    <path d="M 0 0 L ${k(-0.82)} ${k(0.48)}" stroke="${c[4]}" stroke-width="${k(0.06)}"/>`,
  ),
  /** A clipboard with a report and a tick: a credit report. */
  clipboard: scaled(
    (
      k,
      c,
    ) => `<rect x="${k(-0.75)}" y="${k(-0.9)}" width="${k(1.5)}" height="${k(1.9)}" rx="${k(0.1)}" fill="${c[3]}"/>
    <rect x="${k(-0.6)}" y="${k(-0.7)}" width="${k(1.2)}" height="${k(1.55)}" fill="${c[4]}"/>
    <rect x="${k(-0.3)}" y="${k(-1.02)}" width="${k(0.6)}" height="${k(0.25)}" rx="${k(0.06)}" fill="${c[2]}"/>
    ${[0.8, 0.6, 0.7].map((w, i) => `<rect x="${k(-0.42)}" y="${k(-0.45 + i * 0.28)}" width="${k(w)}" height="${k(0.1)}" rx="${k(0.05)}" fill="${c[3]}"/>`).join('')}
    <circle cx="${k(0.32)}" cy="${k(0.52)}" r="${k(0.2)}" fill="${c[2]}"/>`,
  ),
  /** A magnifying glass over a percent sign: reading the real rate. */
  magnifier: scaled(
    (
      k,
      c,
    ) => `<path d="M ${k(0.25)} ${k(0.25)} L ${k(0.9)} ${k(0.9)}" stroke="${c[3]}" stroke-width="${k(0.26)}" stroke-linecap="round"/>
    <circle cx="${k(-0.2)}" cy="${k(-0.2)}" r="${k(0.62)}" fill="${c[4]}" stroke="${c[3]}" stroke-width="${k(0.16)}"/>
    <circle cx="${k(-0.42)}" cy="${k(-0.42)}" r="${k(0.11)}" fill="${c[2]}"/><circle cx="${k(0.02)}" cy="${k(0.02)}" r="${k(0.11)}" fill="${c[2]}"/>
    <path d="M ${k(0.05)} ${k(-0.45)} L ${k(-0.45)} ${k(0.05)}" stroke="${c[2]}" stroke-width="${k(0.09)}" stroke-linecap="round"/>`,
  ),
  /** A globe with a card in front: spending abroad. */
  globe: scaled(
    (k, c) => `<circle cx="${k(-0.15)}" cy="${k(-0.15)}" r="${k(0.85)}" fill="${c[2]}"/>
    <g stroke="${c[4]}" stroke-width="${k(0.06)}" fill="none"><ellipse cx="${k(-0.15)}" cy="${k(-0.15)}" rx="${k(0.38)}" ry="${k(0.85)}"/>
    <path d="M ${k(-1)} ${k(-0.15)} H ${k(0.7)} M ${k(-0.88)} ${k(-0.58)} H ${k(0.58)} M ${k(-0.88)} ${k(0.28)} H ${k(0.58)}"/></g>
    <rect x="${k(0.1)}" y="${k(0.35)}" width="${k(0.9)}" height="${k(0.6)}" rx="${k(0.08)}" fill="${c[3]}"/>`,
  ),
  /** A padlock: an account kept safe. */
  lock: scaled(
    (
      k,
      c,
    ) => `<path d="M ${k(-0.45)} ${k(-0.1)} V ${k(-0.45)} A ${k(0.45)} ${k(0.45)} 0 0 1 ${k(0.45)} ${k(-0.45)} V ${k(-0.1)}" stroke="${c[3]}" stroke-width="${k(0.18)}" fill="none"/>
    <rect x="${k(-0.75)}" y="${k(-0.15)}" width="${k(1.5)}" height="${k(1.15)}" rx="${k(0.15)}" fill="${c[2]}"/>
    <circle cy="${k(0.3)}" r="${k(0.14)}" fill="${c[3]}"/><rect x="${k(-0.05)}" y="${k(0.3)}" width="${k(0.1)}" height="${k(0.32)}" fill="${c[3]}"/>`,
  ),
  /** A red packet (利是) with its gold seal. */
  redPacket: scaled(
    (
      k,
      c,
    ) => `<rect x="${k(-0.62)}" y="${k(-0.95)}" width="${k(1.24)}" height="${k(1.9)}" rx="${k(0.1)}" fill="${c[2]}"/>
    <path d="M ${k(-0.62)} ${k(-0.6)} Q 0 ${k(-0.05)} ${k(0.62)} ${k(-0.6)}" stroke="${c[3]}" stroke-width="${k(0.07)}" fill="none"/>
    <circle cy="${k(-0.3)}" r="${k(0.2)}" fill="${c[1]}"/><rect x="${k(-0.4)}" y="${k(0.35)}" width="${k(0.8)}" height="${k(0.08)}" fill="${c[1]}"/>`,
  ),
  /** A clock: opening hours. */
  clock: scaled(
    (k, c) =>
      `<circle r="${k(0.95)}" fill="${c[4]}" stroke="${c[3]}" stroke-width="${k(0.13)}"/>` +
      Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return `<path d="M ${k(Math.sin(a) * 0.62)} ${k(-Math.cos(a) * 0.62)} L ${k(Math.sin(a) * 0.75)} ${k(-Math.cos(a) * 0.75)}" stroke="${c[3]}" stroke-width="${k(0.06)}"/>`;
      }).join('') +
      `<path d="M 0 0 V ${k(-0.55)} M 0 0 H ${k(0.42)}" stroke="${c[2]}" stroke-width="${k(0.1)}" stroke-linecap="round"/><circle r="${k(0.09)}" fill="${c[3]}"/>`,
  ),
  /** A payment terminal sending contactless waves: tap to pay. */
  contactless: scaled(
    (
      k,
      c,
    ) => `<rect x="${k(-1)}" y="${k(-0.8)}" width="${k(1.15)}" height="${k(1.6)}" rx="${k(0.15)}" fill="${c[3]}"/>
    <rect x="${k(-0.86)}" y="${k(-0.64)}" width="${k(0.87)}" height="${k(0.42)}" rx="${k(0.05)}" fill="${c[1]}"/>
    ${[0, 1, 2].flatMap((x) => [0, 1].map((y) => `<rect x="${k(-0.84 + x * 0.3)}" y="${k(0.02 + y * 0.3)}" width="${k(0.2)}" height="${k(0.2)}" rx="${k(0.04)}" fill="${c[2]}"/>`)).join('')}
    ${arcs(k, c[2])}`,
  ),
  /** A ticket, tilted, with its tear line: flights and tickets. */
  ticket: scaled(
    (
      k,
      c,
    ) => `<g transform="rotate(-14)"><rect x="${k(-1)}" y="${k(-0.55)}" width="${k(2)}" height="${k(1.1)}" rx="${k(0.1)}" fill="${c[2]}"/>
    <circle cx="${k(0.45)}" cy="${k(-0.55)}" r="${k(0.14)}" fill="${c[0]}"/><circle cx="${k(0.45)}" cy="${k(0.55)}" r="${k(0.14)}" fill="${c[0]}"/>
    <path d="M ${k(0.45)} ${k(-0.32)} V ${k(0.32)}" stroke="${c[4]}" stroke-width="${k(0.06)}" stroke-dasharray="${k(0.1)} ${k(0.08)}"/>
    <rect x="${k(-0.78)}" y="${k(-0.3)}" width="${k(0.95)}" height="${k(0.14)}" rx="${k(0.07)}" fill="${c[3]}"/><rect x="${k(-0.78)}" y="${k(0.02)}" width="${k(0.65)}" height="${k(0.14)}" rx="${k(0.07)}" fill="${c[3]}"/></g>`,
  ),
  /** A suitcase on wheels: a travel prize. */
  suitcase: scaled(
    (
      k,
      c,
    ) => `<path d="M ${k(-0.3)} ${k(-0.6)} V ${k(-0.88)} H ${k(0.3)} V ${k(-0.6)}" stroke="${c[3]}" stroke-width="${k(0.1)}" fill="none"/>
    <rect x="${k(-0.85)}" y="${k(-0.6)}" width="${k(1.7)}" height="${k(1.35)}" rx="${k(0.16)}" fill="${c[2]}"/>
    <rect x="${k(-0.5)}" y="${k(-0.6)}" width="${k(0.14)}" height="${k(1.35)}" fill="${c[3]}"/><rect x="${k(0.36)}" y="${k(-0.6)}" width="${k(0.14)}" height="${k(1.35)}" fill="${c[3]}"/>
    <circle cx="${k(-0.55)}" cy="${k(0.86)}" r="${k(0.11)}" fill="${c[3]}"/><circle cx="${k(0.55)}" cy="${k(0.86)}" r="${k(0.11)}" fill="${c[3]}"/>`,
  ),
  /** A receipt torn into three: a purchase split into instalments. */
  receipt: scaled((k, c) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<g transform="translate(${k((i - 1) * 0.12)} ${k((i - 1) * 0.12)})"><path d="M ${k(-0.7)} ${k(-0.95 + i * 0.64)} H ${k(0.7)} V ${k(-0.4 + i * 0.64)} l ${k(-0.23)} ${k(0.1)} l ${k(-0.23)} ${k(-0.1)} l ${k(-0.24)} ${k(0.1)} l ${k(-0.24)} ${k(-0.1)} l ${k(-0.23)} ${k(0.1)} l ${k(-0.23)} ${k(-0.1)} Z" fill="${i === 1 ? c[2] : c[3]}"/>
    <rect x="${k(-0.45)}" y="${k(-0.8 + i * 0.64)}" width="${k(0.6)}" height="${k(0.09)}" rx="${k(0.04)}" fill="${c[4]}"/></g>`,
      )
      .join(''),
  ),
  /** A key: a card switched on. */
  key: scaled(
    (
      k,
      c,
    ) => `<circle cx="${k(-0.5)}" cy="${k(-0.1)}" r="${k(0.45)}" fill="${c[2]}"/><circle cx="${k(-0.5)}" cy="${k(-0.1)}" r="${k(0.16)}" fill="${c[4]}"/>
    <path d="M ${k(-0.1)} ${k(-0.1)} H ${k(0.95)} M ${k(0.55)} ${k(-0.1)} V ${k(0.25)} M ${k(0.8)} ${k(-0.1)} V ${k(0.32)}" stroke="${c[3]}" stroke-width="${k(0.16)}" stroke-linecap="round"/>`,
  ),
  /** A smartwatch on its strap: paying from the wrist. */
  smartwatch: scaled(
    (
      k,
      c,
    ) => `<rect x="${k(-0.3)}" y="${k(-1)}" width="${k(0.6)}" height="${k(2)}" rx="${k(0.14)}" fill="${c[3]}"/>
    <rect x="${k(-0.55)}" y="${k(-0.55)}" width="${k(1.1)}" height="${k(1.1)}" rx="${k(0.24)}" fill="${c[3]}"/>
    <rect x="${k(-0.43)}" y="${k(-0.43)}" width="${k(0.86)}" height="${k(0.86)}" rx="${k(0.16)}" fill="${c[1]}"/>
    <rect x="${k(-0.3)}" y="${k(-0.2)}" width="${k(0.6)}" height="${k(0.4)}" rx="${k(0.06)}" fill="${c[2]}"/><rect x="${k(0.55)}" y="${k(-0.15)}" width="${k(0.1)}" height="${k(0.3)}" rx="${k(0.03)}" fill="${c[2]}"/>`,
  ),
} satisfies Record<string, Motif>;
