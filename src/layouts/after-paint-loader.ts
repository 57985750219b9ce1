import { cspHash } from '@/lib/csp-hash';

/**
 * The inline script that releases after-paint.astro's held scripts: once the page has loaded, in the
 * task after its next frame, each held script moves into the head, where the browser fetches and
 * runs it. Sent as it is written here; the policy allows it by its hash (astro.config.ts).
 */
export const afterPaintLoader = `(function(){
var release=function(){document.querySelectorAll("template[data-after-paint]").forEach(function(held){document.head.append(document.importNode(held.content,true));});};
var afterPaint=function(){requestAnimationFrame(function(){setTimeout(release);});};
if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true});
})();`;

/** The loader's hash, for the Content-Security-Policy's script-src. */
export const afterPaintLoaderHash = cspHash(afterPaintLoader);
