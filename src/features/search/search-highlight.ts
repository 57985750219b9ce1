import { isHan, latinTerm } from './search-tokens';

/** A piece of a title or snippet: `hit` pieces are what matched the query (shown in `<mark>`). */
export type TextPiece = { text: string; hit: boolean };

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/** Where the matched terms are in `text`: Chinese terms as they are, Latin words by their term. */
function matchRanges(text: string, terms: readonly string[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const latin = new Set(terms.filter((t) => !isHan(t)));
  for (const term of terms.filter(isHan)) {
    for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1))
      ranges.push([at, at + term.length]);
  }
  if (latin.size > 0) {
    for (const word of text.matchAll(WORD)) {
      const term = latinTerm(word[0]);
      if ([...latin].some((t) => term === t || term.startsWith(t)))
        ranges.push([word.index, word.index + word[0].length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

function piecesOf(text: string, ranges: ReadonlyArray<[number, number]>): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) pieces.push({ text: text.slice(at, start), hit: false });
    pieces.push({ text: text.slice(start, end), hit: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), hit: false });
  return pieces;
}

/** The whole text, its matches marked (a title). */
export const highlight = (text: string, terms: readonly string[]): TextPiece[] =>
  piecesOf(text, matchRanges(text, terms));

/**
 * About `length` characters of `text` around its first match, the matches marked, with an ellipsis
 * where it was cut; the start of the text when nothing in it matched (the title did).
 */
export function snippet(text: string, terms: readonly string[], length = 140): TextPiece[] {
  const ranges = matchRanges(text, terms);
  const first = ranges[0]?.[0] ?? 0;
  const start = Math.max(0, Math.min(first - Math.floor(length / 3), text.length - length));
  const end = Math.min(text.length, start + length);
  const inside = ranges
    .filter(([s, e]) => s >= start && e <= end)
    .map(([s, e]): [number, number] => [s - start, e - start]);
  const pieces = piecesOf(text.slice(start, end), inside);
  if (start > 0) pieces.unshift({ text: '…', hit: false });
  if (end < text.length) pieces.push({ text: '…', hit: false });
  return pieces;
}
