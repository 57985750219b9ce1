// Next's JavaScript starts loading after the first paint instead of with the HTML. The page is
// server-rendered and complete without it; on a phone network the text and the first image then get
// the bandwidth first (Lighthouse: LCP no longer waits for ~140 KiB of framework code). Hydration
// begins one frame later. Forms keep what was typed before that (src/components/forms/
// typed-before-hydration.ts); a page whose fields could not (React state, like the instalment
// planner) marks itself with data-hydrate-early and is left as it is. Applied to HTML pages by
// html-csp.mjs (before the inline scripts are hashed) and to the prerendered pages of a build by
// after-build.mjs.
import { readFileSync, writeFileSync } from 'node:fs';
import { prerenderedPages } from './prerendered-pages.mjs';
import { chunkIntegrity } from './subresource-integrity.mjs';

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[\w.-]+\.js"\/>/g;

/**
 * The loader: appends the scripts (async, as Next had them) once the first frame is painted
 * (requestAnimationFrame, then a task), or after 1 s where frames do not run (a background tab).
 * A form sent before the page is interactive is held instead of posted (the browser would reload
 * the page and lose what was typed): `__takeHeldSubmit()` hands it, and the button that sent it,
 * to the layout, which sends it again once the page has hydrated. Forms React handles cancel
 * their own submit events; only one nobody cancelled, before hydration, is held.
 * Each script is `[src, integrity]`: the browser runs a chunk only if it is the one built.
 */
const loader = (sources) =>
  `<script>(function(s){var d=0,h=null;function l(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u[0];if(u[1])e.integrity=u[1];document.head.appendChild(e)})}addEventListener("submit",function(e){if(!e.defaultPrevented&&!document.documentElement.hasAttribute("data-hydrated")){e.preventDefault();h={form:e.target,submitter:e.submitter}}});self.__takeHeldSubmit=function(){var x=h;h=null;return x};requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,1000)})(${JSON.stringify(sources)})</script>`;

/** The scripts a deferred page's loader appends, as `{ src, integrity }` (none on other pages). */
export function deferredScripts(html) {
  const list = /setTimeout\(l,1000\)\}\)\((\[[\s\S]*?\])\)<\/script>/.exec(html)?.[1];
  return list
    ? JSON.parse(list).map(([src, integrity]) => ({ src, integrity: integrity ?? undefined }))
    : [];
}

/** An element asking for the page to hydrate as early as possible. */
const HYDRATE_EARLY = /<[a-z][^>]*\sdata-hydrate-early="/;

/**
 * The page with Next's chunk scripts loaded after the first paint (unchanged when it has none); a page
 * that asks to hydrate early keeps them where they are. `integrityOf` gives each chunk's Subresource
 * Integrity (scripts/subresource-integrity.mjs), which either way the browser checks.
 */
export function deferNextScripts(html, integrityOf = () => undefined) {
  if (HYDRATE_EARLY.test(html))
    // Loaded at once, as Next wrote them, with their integrity.
    return html.replace(CHUNK_SCRIPT, (tag, src) => {
      const integrity = integrityOf(src);
      return integrity ? `<script src="${src}" async="" integrity="${integrity}"></script>` : tag;
    });
  const sources = [];
  const without = html.replace(CHUNK_SCRIPT, (_, src) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0 || !without.includes('</body>')) return html;
  return without
    .replace(CHUNK_PRELOAD, '')
    .replace(
      '</body>',
      `${loader([...new Set(sources)].map((src) => [src, integrityOf(src) ?? null]))}</body>`,
    );
}

/**
 * Rewrites the prerendered pages of a build the same way, so a front server serving them from disk
 * (deploy/nginx) sends what the Node server sends. Run before the CSP manifest hashes them.
 */
export function deferScriptsInBuild(distDir) {
  const integrityOf = chunkIntegrity(distDir);
  let changed = 0;
  for (const file of prerenderedPages(distDir)) {
    const html = readFileSync(file, 'utf8');
    const deferred = deferNextScripts(html, integrityOf);
    if (deferred !== html) {
      writeFileSync(file, deferred);
      changed += 1;
    }
  }
  return changed;
}
