// The motifs of the sample illustrations (illustrations.ts): each draws itself around (0, 0) at size s.
// The first set is here; money and travel are in motifs-money.ts, daily life in motifs-life.ts.
import { lifeMotifs } from './motifs-life';
import { moneyMotifs } from './motifs-money';
import type { Motif, Palette } from './motif-types';

export type { Palette };

const firstMotifs = {
  card: (
    c,
    s,
  ) => `<rect x="${-s}" y="${-s * 0.63}" width="${2 * s}" height="${1.26 * s}" rx="${s * 0.12}" fill="${c[3]}"/>
    <rect x="${-s * 0.78}" y="${-s * 0.3}" width="${s * 0.34}" height="${s * 0.26}" rx="${s * 0.04}" fill="${c[1]}"/>
    <rect x="${-s * 0.78}" y="${s * 0.22}" width="${s * 1.1}" height="${s * 0.1}" rx="${s * 0.05}" fill="${c[2]}"/>
    <circle cx="${s * 0.62}" cy="${s * 0.35}" r="${s * 0.16}" fill="${c[2]}"/><circle cx="${s * 0.42}" cy="${s * 0.35}" r="${s * 0.16}" fill="${c[1]}" opacity="0.85"/>`,
  phone: (
    c,
    s,
  ) => `<rect x="${-s * 0.55}" y="${-s}" width="${s * 1.1}" height="${s * 2}" rx="${s * 0.16}" fill="${c[3]}"/>
    <rect x="${-s * 0.46}" y="${-s * 0.84}" width="${s * 0.92}" height="${s * 1.6}" rx="${s * 0.06}" fill="${c[4]}"/>
    <rect x="${-s * 0.36}" y="${-s * 0.5}" width="${s * 0.72}" height="${s * 0.44}" rx="${s * 0.05}" fill="${c[2]}"/>
    <rect x="${-s * 0.36}" y="${s * 0.08}" width="${s * 0.72}" height="${s * 0.1}" rx="${s * 0.05}" fill="${c[1]}"/>
    <rect x="${-s * 0.36}" y="${s * 0.3}" width="${s * 0.5}" height="${s * 0.1}" rx="${s * 0.05}" fill="${c[1]}"/>`,
  plane: (
    c,
    s,
  ) => `<path d="M ${-s} ${s * 0.1} L ${s * 0.9} ${-s * 0.35} Q ${s * 1.1} ${-s * 0.38} ${s * 0.95} ${-s * 0.2} L ${-s * 0.7} ${s * 0.35} Z" fill="${c[3]}"/>
    <path d="M ${-s * 0.1} ${-s * 0.05} L ${s * 0.35} ${-s * 0.75} L ${s * 0.5} ${-s * 0.72} L ${s * 0.25} ${-s * 0.12} Z" fill="${c[2]}"/>
    <path d="M ${-s * 0.05} ${s * 0.15} L ${s * 0.15} ${s * 0.75} L ${s * 0.3} ${s * 0.72} L ${s * 0.3} ${s * 0.05} Z" fill="${c[2]}"/>
    <path d="M ${-s * 1.4} ${s * 0.9} Q ${-s * 0.4} ${s * 0.2} ${-s * 1.0} ${s * 0.15}" stroke="${c[2]}" stroke-width="${s * 0.05}" stroke-dasharray="${s * 0.12} ${s * 0.1}" fill="none"/>`,
  coins: (c, s) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="${-s * 0.3}" cy="${s * 0.6 - i * s * 0.28}" rx="${s * 0.6}" ry="${s * 0.2}" fill="${i % 2 ? c[2] : c[3]}"/>`,
      )
      .join('') +
    [0, 1]
      .map(
        (i) =>
          `<ellipse cx="${s * 0.55}" cy="${s * 0.6 - i * s * 0.28}" rx="${s * 0.45}" ry="${s * 0.16}" fill="${i % 2 ? c[3] : c[2]}"/>`,
      )
      .join(''),
  shield: (
    c,
    s,
  ) => `<path d="M 0 ${-s} L ${s * 0.85} ${-s * 0.65} L ${s * 0.75} ${s * 0.25} Q 0 ${s * 1.1} ${-s * 0.75} ${s * 0.25} L ${-s * 0.85} ${-s * 0.65} Z" fill="${c[3]}"/>
    <path d="M ${-s * 0.35} ${-s * 0.02} L ${-s * 0.08} ${s * 0.28} L ${s * 0.42} ${-s * 0.3}" stroke="${c[4]}" stroke-width="${s * 0.14}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  chart: (c, s) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${-s + i * s * 0.52}" y="${s * 0.8 - (i + 1) * s * 0.38}" width="${s * 0.36}" height="${(i + 1) * s * 0.38}" rx="${s * 0.05}" fill="${i === 3 ? c[2] : c[3]}"/>`,
      )
      .join('') +
    `<path d="M ${-s} ${-s * 0.1} L ${-s * 0.3} ${-s * 0.35} L ${s * 0.15} ${-s * 0.55} L ${s * 0.95} ${-s * 1.0}" stroke="${c[2]}" stroke-width="${s * 0.07}" fill="none" stroke-linecap="round"/>`,
  bag: (
    c,
    s,
  ) => `<path d="M ${-s * 0.8} ${-s * 0.45} L ${s * 0.8} ${-s * 0.45} L ${s * 0.95} ${s} L ${-s * 0.95} ${s} Z" fill="${c[3]}"/>
    <path d="M ${-s * 0.4} ${-s * 0.45} Q ${-s * 0.4} ${-s * 1.05} 0 ${-s * 1.05} Q ${s * 0.4} ${-s * 1.05} ${s * 0.4} ${-s * 0.45}" stroke="${c[2]}" stroke-width="${s * 0.1}" fill="none"/>
    <circle cx="0" cy="${s * 0.25}" r="${s * 0.25}" fill="${c[2]}"/>`,
  calendar: (c, s) =>
    `<rect x="${-s}" y="${-s * 0.8}" width="${2 * s}" height="${1.7 * s}" rx="${s * 0.12}" fill="${c[4]}" stroke="${c[3]}" stroke-width="${s * 0.06}"/>
    <rect x="${-s}" y="${-s * 0.8}" width="${2 * s}" height="${s * 0.4}" rx="${s * 0.12}" fill="${c[3]}"/>` +
    [0, 1, 2, 3, 4]
      .flatMap((col) =>
        [0, 1, 2].map(
          (row) =>
            `<rect x="${-s * 0.85 + col * s * 0.36}" y="${-s * 0.25 + row * s * 0.36}" width="${s * 0.26}" height="${s * 0.26}" rx="${s * 0.04}" fill="${col === 3 && row === 1 ? c[2] : c[1]}"/>`,
        ),
      )
      .join(''),
  gift: (
    c,
    s,
  ) => `<rect x="${-s * 0.85}" y="${-s * 0.3}" width="${1.7 * s}" height="${1.2 * s}" rx="${s * 0.06}" fill="${c[3]}"/>
    <rect x="${-s}" y="${-s * 0.6}" width="${2 * s}" height="${s * 0.34}" rx="${s * 0.06}" fill="${c[2]}"/>
    <rect x="${-s * 0.12}" y="${-s * 0.6}" width="${s * 0.24}" height="${1.5 * s}" fill="${c[1]}"/>
    <path d="M 0 ${-s * 0.6} C ${-s * 0.6} ${-s * 1.2} ${-s * 0.8} ${-s * 0.55} 0 ${-s * 0.6} C ${s * 0.8} ${-s * 0.55} ${s * 0.6} ${-s * 1.2} 0 ${-s * 0.6}" fill="${c[2]}"/>`,
  store: (c, s) =>
    `<rect x="${-s}" y="${-s * 0.2}" width="${2 * s}" height="${1.2 * s}" fill="${c[4]}" stroke="${c[3]}" stroke-width="${s * 0.06}"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<path d="M ${-s * 1.1 + i * s * 0.44} ${-s * 0.7} h ${s * 0.44} v ${s * 0.4} a ${s * 0.22} ${s * 0.22} 0 0 1 ${-s * 0.44} 0 Z" fill="${i % 2 ? c[4] : c[2]}" stroke="${c[3]}" stroke-width="${s * 0.03}"/>`,
      )
      .join('') +
    `<rect x="${-s * 0.25}" y="${s * 0.3}" width="${s * 0.5}" height="${s * 0.7}" fill="${c[3]}"/><rect x="${-s * 0.85}" y="${s * 0.1}" width="${s * 0.45}" height="${s * 0.4}" fill="${c[1]}"/><rect x="${s * 0.4}" y="${s * 0.1}" width="${s * 0.45}" height="${s * 0.4}" fill="${c[1]}"/>`,
  laptop: (
    c,
    s,
  ) => `<rect x="${-s * 0.85}" y="${-s * 0.75}" width="${1.7 * s}" height="${1.1 * s}" rx="${s * 0.08}" fill="${c[3]}"/>
    <rect x="${-s * 0.75}" y="${-s * 0.65}" width="${1.5 * s}" height="${0.9 * s}" fill="${c[1]}"/>
    <path d="M ${-s * 1.1} ${s * 0.42} h ${2.2 * s} l ${-s * 0.12} ${s * 0.22} h ${-1.96 * s} Z" fill="${c[2]}"/>
    <rect x="${-s * 0.5}" y="${-s * 0.45}" width="${s * 0.6}" height="${s * 0.1}" rx="${s * 0.05}" fill="${c[2]}"/>`,
  trophy: (
    c,
    s,
  ) => `<path d="M ${-s * 0.6} ${-s * 0.9} h ${1.2 * s} v ${s * 0.5} a ${s * 0.6} ${s * 0.6} 0 0 1 ${-1.2 * s} 0 Z" fill="${c[2]}"/>
    <path d="M ${-s * 0.6} ${-s * 0.75} h ${-s * 0.3} a ${s * 0.3} ${s * 0.3} 0 0 0 ${s * 0.35} ${s * 0.45} M ${s * 0.6} ${-s * 0.75} h ${s * 0.3} a ${s * 0.3} ${s * 0.3} 0 0 1 ${-s * 0.35} ${s * 0.45}" stroke="${c[2]}" stroke-width="${s * 0.08}" fill="none"/>
    <rect x="${-s * 0.1}" y="${s * 0.15}" width="${s * 0.2}" height="${s * 0.4}" fill="${c[3]}"/><rect x="${-s * 0.5}" y="${s * 0.55}" width="${s}" height="${s * 0.3}" rx="${s * 0.05}" fill="${c[3]}"/>`,
  book: (
    c,
    s,
  ) => `<path d="M 0 ${-s * 0.6} Q ${-s * 0.5} ${-s * 0.9} ${-s} ${-s * 0.7} V ${s * 0.7} Q ${-s * 0.5} ${s * 0.5} 0 ${s * 0.8} Z" fill="${c[3]}"/>
    <path d="M 0 ${-s * 0.6} Q ${s * 0.5} ${-s * 0.9} ${s} ${-s * 0.7} V ${s * 0.7} Q ${s * 0.5} ${s * 0.5} 0 ${s * 0.8} Z" fill="${c[2]}"/>`,
  heart: (
    c,
    s,
  ) => `<path d="M 0 ${s * 0.9} C ${-s * 1.4} 0 ${-s * 0.9} ${-s * 1.1} 0 ${-s * 0.45} C ${s * 0.9} ${-s * 1.1} ${s * 1.4} 0 0 ${s * 0.9} Z" fill="${c[2]}"/>
    <path d="M ${-s * 0.7} ${-s * 0.05} h ${s * 0.4} l ${s * 0.15} ${-s * 0.3} l ${s * 0.25} ${s * 0.55} l ${s * 0.15} ${-s * 0.25} h ${s * 0.45}" stroke="${c[4]}" stroke-width="${s * 0.09}" fill="none" stroke-linejoin="round"/>`,
  sofa: (
    c,
    s,
  ) => `<rect x="${-s * 0.8}" y="${-s * 0.6}" width="${1.6 * s}" height="${s * 0.8}" rx="${s * 0.15}" fill="${c[2]}"/>
    <rect x="${-s}" y="${-s * 0.1}" width="${2 * s}" height="${s * 0.6}" rx="${s * 0.15}" fill="${c[3]}"/>
    <rect x="${-s * 0.9}" y="${s * 0.5}" width="${s * 0.12}" height="${s * 0.3}" fill="${c[3]}"/><rect x="${s * 0.78}" y="${s * 0.5}" width="${s * 0.12}" height="${s * 0.3}" fill="${c[3]}"/>`,
  dumbbell: (c, s) =>
    `<rect x="${-s * 0.7}" y="${-s * 0.08}" width="${1.4 * s}" height="${s * 0.16}" fill="${c[3]}"/>` +
    [-1, 1]
      .map(
        (d) =>
          `<rect x="${d * s * 0.7 - s * 0.15}" y="${-s * 0.55}" width="${s * 0.3}" height="${s * 1.1}" rx="${s * 0.08}" fill="${c[2]}"/><rect x="${d * s * 0.95 - s * 0.1}" y="${-s * 0.35}" width="${s * 0.2}" height="${s * 0.7}" rx="${s * 0.06}" fill="${c[3]}"/>`,
      )
      .join(''),
  bowl: (
    c,
    s,
  ) => `<path d="M ${-s} ${-s * 0.05} h ${2 * s} a ${s} ${s * 0.9} 0 0 1 ${-2 * s} 0 Z" fill="${c[3]}"/>
    <path d="M ${-s * 0.4} ${-s * 0.3} q ${s * 0.15} ${-s * 0.3} 0 ${-s * 0.6} M 0 ${-s * 0.3} q ${s * 0.15} ${-s * 0.3} 0 ${-s * 0.6} M ${s * 0.4} ${-s * 0.3} q ${s * 0.15} ${-s * 0.3} 0 ${-s * 0.6}" stroke="${c[2]}" stroke-width="${s * 0.08}" fill="none" stroke-linecap="round"/>`,
  crate: (
    c,
    s,
  ) => `<rect x="${-s}" y="${-s * 0.1}" width="${s * 0.95}" height="${s * 0.9}" fill="${c[3]}"/><rect x="${s * 0.05}" y="${-s * 0.1}" width="${s * 0.95}" height="${s * 0.9}" fill="${c[2]}"/>
    <rect x="${-s * 0.5}" y="${-s * 0.95}" width="${s * 0.95}" height="${s * 0.85}" fill="${c[2]}" opacity="0.85"/><path d="M ${-s * 0.5} ${-s * 0.95} l ${s * 0.95} ${s * 0.85} M ${s * 0.45} ${-s * 0.95} l ${-s * 0.95} ${s * 0.85}" stroke="${c[4]}" stroke-width="${s * 0.05}"/>`,
  flower: (c, s) =>
    [0, 72, 144, 216, 288]
      .map(
        (a) =>
          `<ellipse cx="0" cy="${-s * 0.45}" rx="${s * 0.28}" ry="${s * 0.45}" fill="${c[2]}" transform="rotate(${a})"/>`,
      )
      .join('') + `<circle r="${s * 0.25}" fill="${c[3]}"/>`,
  megaphone: (
    c,
    s,
  ) => `<path d="M ${-s * 0.8} ${-s * 0.25} L ${s * 0.6} ${-s * 0.8} V ${s * 0.8} L ${-s * 0.8} ${s * 0.25} Z" fill="${c[3]}"/>
    <rect x="${-s}" y="${-s * 0.25}" width="${s * 0.3}" height="${s * 0.5}" rx="${s * 0.05}" fill="${c[2]}"/>
    <path d="M ${s * 0.8} ${-s * 0.35} q ${s * 0.3} ${s * 0.35} 0 ${s * 0.7}" stroke="${c[2]}" stroke-width="${s * 0.08}" fill="none" stroke-linecap="round"/>`,
  wallet: (
    c,
    s,
  ) => `<rect x="${-s}" y="${-s * 0.65}" width="${2 * s}" height="${1.4 * s}" rx="${s * 0.15}" fill="${c[3]}"/>
    <rect x="${s * 0.3}" y="${-s * 0.2}" width="${s * 0.8}" height="${s * 0.5}" rx="${s * 0.1}" fill="${c[2]}"/><circle cx="${s * 0.55}" cy="${s * 0.05}" r="${s * 0.08}" fill="${c[4]}"/>`,
} satisfies Record<string, Motif>;

export const motifs = { ...firstMotifs, ...moneyMotifs, ...lifeMotifs };
export type MotifName = keyof typeof motifs;

export const motifNames = Object.keys(motifs);
