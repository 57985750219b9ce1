// The pages a page bench measures: the site's page types (bench-server.ts: the Astro build, or
// BASE_URL) and, with COMPARE_URL=http://…, the same page types of a second build (e.g. a worktree
// of an earlier commit, `PORT=3401 npm start` there), interleaved so both share the noise.
// Rows of the second are named "<page> @compare" (COMPARE_NAME=before: "<page> @before").
import { pageUrls, withServer } from './bench-server.ts';
import { warnWithoutChineseFont } from './chinese-font.ts';

export type BenchPage = [name: string, url: string];

/**
 * The rows to measure, in order: each page type of `site` (only those named in `only`, when given),
 * followed by the same type on `compare` when it has it; types only `compare` has come after.
 */
export function benchList(
  site: Record<string, string>,
  compare: Record<string, string> | undefined,
  { only, compareName = 'compare' }: { only?: string[]; compareName?: string } = {},
): BenchPage[] {
  const names = [...new Set([...Object.keys(site), ...Object.keys(compare ?? {})])].filter(
    (name) => !only || only.includes(name),
  );
  return names.flatMap((name) => {
    const rows: BenchPage[] = [];
    if (site[name]) rows.push([name, site[name]]);
    if (compare?.[name]) rows.push([`${name} @${compareName}`, compare[name]]);
    return rows;
  });
}

/** PAGES=home,faq as a list (undefined: every page type). */
export const onlyPages = (env: Record<string, string | undefined> = process.env) =>
  env.PAGES?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** Serves the site on `sitePort` (or uses BASE_URL) and runs `run` with the rows to measure. */
export async function withBenchPages<T>(
  sitePort: number,
  run: (pages: BenchPage[]) => Promise<T>,
): Promise<T> {
  warnWithoutChineseFont();
  return withServer(
    async (siteBase) => {
      const compareBase = process.env.COMPARE_URL;
      console.log(`site: ${siteBase}${compareBase ? `; compare: ${compareBase}` : ''}`);
      const only = onlyPages();
      const site = await pageUrls(siteBase, only);
      const compare = compareBase ? await pageUrls(compareBase, only) : undefined;
      const pages = benchList(site, compare, {
        only,
        compareName: process.env.COMPARE_NAME || 'compare',
      });
      if (pages.length === 0) throw new Error('no page to measure (PAGES, or none answers 200)');
      return run(pages);
    },
    { port: sitePort },
  );
}
