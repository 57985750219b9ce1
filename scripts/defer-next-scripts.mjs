// Next's JavaScript starts loading after the first paint instead of with the HTML. The page is
// server-rendered and complete without it; on a phone network the text and the first image then get
// the bandwidth first (Lighthouse: LCP no longer waits for ~140 KiB of framework code). Hydration
// begins one frame later. Pages with form fields are left as they are: they hydrate as early as
// possible, so nothing typed before the page is interactive can be reset by hydration. Applied to HTML pages by html-csp.mjs (before the inline scripts are hashed)
// and to the prerendered pages of a build by start.mjs.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[\w.-]+\.js"\/>/g;

/**
 * The loader: appends the scripts (async, as Next had them) once the first frame is painted
 * (requestAnimationFrame, then a task), or after 1 s where frames do not run (a background tab).
 */
const loader = (sources) =>
  `<script>(function(s){var d=0;function l(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;document.head.appendChild(e)})}requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,1000)})(${JSON.stringify(sources)})</script>`;

/** A visible form field: an input other than hidden, a select or a textarea. */
const FORM_FIELD = /<(?:select|textarea)\b|<input\b(?![^>]*\btype="hidden")/;

/** The page with Next's chunk scripts loaded after the first paint; unchanged when it has none or has form fields. */
export function deferNextScripts(html) {
  if (FORM_FIELD.test(html)) return html;
  const sources = [];
  const without = html.replace(CHUNK_SCRIPT, (_, src) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0 || !without.includes('</body>')) return html;
  return without
    .replace(CHUNK_PRELOAD, '')
    .replace('</body>', `${loader([...new Set(sources)])}</body>`);
}

/**
 * Rewrites the prerendered pages of a build the same way, so a front server serving them from disk
 * (deploy/nginx) sends what the Node server sends. Run before the CSP manifest hashes them.
 */
export function deferScriptsInBuild(distDir) {
  const appDir = path.join(distDir, 'server', 'app');
  const files = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(full);
      return entry.name.endsWith('.html') ? [full] : [];
    });
  let changed = 0;
  for (const file of existsSync(appDir) ? files(appDir) : []) {
    const html = readFileSync(file, 'utf8');
    const deferred = deferNextScripts(html);
    if (deferred !== html) {
      writeFileSync(file, deferred);
      changed += 1;
    }
  }
  return changed;
}
