// The targets of issue 32 ("Performance: measured beside the physical limit"), per page type, and
// the verdict for one page's medians beside its own copy with the scripts stripped. Pure: the
// figures come from lighthouse.ts; nothing here measures.

/** The row of a page's copy with its scripts stripped (stripped-server.ts). */
export const strippedName = (name: string) => `${name}, scripts stripped`;

/** The page type a row is about: "faq @before" → "faq"; "faq, scripts stripped" → "faq". */
export const pageTypeOf = (name: string) =>
  name.replace(/, scripts stripped$/, '').replace(/ @\S+$/, '');

/** Content pages are held to their stripped copy; form and tool pages to fixed marks. */
export type PageKind = 'content' | 'form';

/** The kind of each page type of bench-server.ts (unknown names count as content pages). */
const formPages = new Set([
  'SME application',
  'property valuation',
  'planner',
  'branch finder',
  'credit report',
  'branch booking',
]);

export function pageKind(name: string): PageKind {
  return formPages.has(name) ? 'form' : 'content';
}

export type Figures = { perf: number; lcp: number; tbt: number; jsKiB?: number };

/** One target: what it asks (`target`, e.g. "≥ 96"), and whether it is met (undefined: no figure). */
export type Verdict = { figure: 'perf' | 'TBT' | 'LCP' | 'JS'; target: string; met?: boolean };

/** JavaScript a content page may load, KiB gzipped: home carries its carousel. */
export const jsBudgetKiB = (name: string) => (name === 'home' ? 30 : 10);

const atLeast = (figure: Verdict['figure'], value: number, mark: number | undefined, unit = '') =>
  mark === undefined
    ? { figure, target: 'no stripped copy' }
    : { figure, target: `≥ ${Math.round(mark)}${unit}`, met: value >= mark };
const atMost = (
  figure: Verdict['figure'],
  value: number | undefined,
  mark: number | undefined,
  unit = '',
) =>
  mark === undefined
    ? { figure, target: 'no stripped copy' }
    : {
        figure,
        target: `≤ ${Math.round(mark)}${unit}`,
        met: value === undefined ? undefined : value <= mark,
      };

/**
 * The verdicts for page type `name` (its kind from pageKind): content pages against `stripped`
 * (perf ≥ stripped − 2, TBT ≤ 100 ms, LCP ≤ stripped + 200 ms, JS ≤ 10 KiB gzipped, home 30 KiB);
 * form and tool pages: perf ≥ 95, TBT ≤ 150 ms.
 */
export function verdicts(
  name: string,
  page: Figures,
  stripped?: Pick<Figures, 'perf' | 'lcp'>,
): Verdict[] {
  if (pageKind(name) === 'form')
    return [atLeast('perf', page.perf, 95), atMost('TBT', page.tbt, 150, ' ms')];
  return [
    atLeast('perf', page.perf, stripped && stripped.perf - 2),
    atMost('TBT', page.tbt, 100, ' ms'),
    atMost('LCP', page.lcp, stripped && stripped.lcp + 200, ' ms'),
    atMost('JS', page.jsKiB, jsBudgetKiB(name), ' KiB'),
  ];
}

/** A verdict as a table cell: "≤ 100 ms met", "≥ 95 NOT MET", "≤ 10 KiB ?" (no figure). */
export function verdictCell(verdict: Verdict): string {
  if (verdict.target === 'no stripped copy') return 'no stripped copy';
  const outcome = verdict.met === undefined ? '?' : verdict.met ? 'met' : 'NOT MET';
  return `${verdict.target} ${outcome}`;
}

type Judged = { page: string; figures?: Omit<Figures, 'jsKiB'>; jsKiB?: number };

/** Each measured row with its verdicts, against its own stripped copy's row (copies get none). */
export function judge<R extends Judged>(rows: R[]): Array<R & { verdicts?: Verdict[] }> {
  const figuresOf = new Map(rows.map((row) => [row.page, row.figures]));
  return rows.map((row) => {
    if (!row.figures || row.page.endsWith(strippedName(''))) return row;
    const page = { ...row.figures, jsKiB: row.jsKiB };
    return {
      ...row,
      verdicts: verdicts(pageTypeOf(row.page), page, figuresOf.get(strippedName(row.page))),
    };
  });
}
