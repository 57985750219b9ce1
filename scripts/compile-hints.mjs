import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { builtFile, prerenderedPages } from './prerendered-pages.mjs';

// V8's explicit compile hint (Chrome 136+): the functions of a script that starts with it are
// compiled as the script streams in, on a background thread, instead of one by one on the main
// thread when first called. Lazy compilation of the framework's module factories was the largest
// main-thread cost of hydration (about 45 ms of a 130 ms hydration on this machine, 4x that on a
// mid-range phone). Other browsers read it as a comment. https://v8.dev/blog/explicit-compile-hints
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const CHUNK = /\/_next\/static\/chunks\/[\w.-]+\.js/g;
const NO_MODULE = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" noModule=""/g;

/** The chunks a page runs as it loads: its scripts and its client components, not the legacy polyfill. */
export function startupChunks(html) {
  const legacy = new Set([...html.matchAll(NO_MODULE)].map((match) => match[1]));
  return new Set(html.match(CHUNK)?.filter((src) => !legacy.has(src)));
}

/**
 * Marks every chunk a prerendered page runs as it loads with the compile hint (once; a chunk only
 * loaded later, such as zod's at a form's first check, stays lazily compiled). Returns how many
 * chunks it marked.
 */
export function markStartupChunks(distDir) {
  const chunks = new Set();
  for (const file of prerenderedPages(distDir))
    for (const src of startupChunks(readFileSync(file, 'utf8'))) chunks.add(src);
  let marked = 0;
  for (const src of chunks) {
    const file = builtFile(distDir, src);
    if (!existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + code);
    marked += 1;
  }
  return marked;
}
