import { legacyRedirects } from '@/config/legacy-redirects';
import { prefixedLocales } from '@/i18n/locale-path';
import { scriptJson } from '@/lib/script-json';

/**
 * The 404 page's inline head script, for a static host that serves that page for any unknown URL
 * (our server and nginx answer the old paths with a 301 first). When the address bar shows another
 * path than the one the page was rendered for and that path is in the legacy table, the page stays
 * hidden and goes to the new path before its first paint, with the old query kept plus from=404_page
 * and old_path (what `legacyFallbackUrl` computes). The table, the locale prefixes (locale-path.ts)
 * and the rendered path are JSON literals, escaped for an inline script (the path is the visitor's).
 */
export function legacyFallbackScript(renderedPath: string): string {
  const table = Object.fromEntries(legacyRedirects.map(({ from, to }) => [from, to]));
  const prefixes = prefixedLocales.map((locale) => `/${locale}`);
  return `(function(){var t=${scriptJson(table)},r=${scriptJson(renderedPath)},x=${scriptJson(prefixes)},l=window.location;
if(l.pathname===r)return;var e="",p=l.pathname;x.forEach(function(f){if(!e&&(p===f||p.indexOf(f+"/")===0)){e=f;p=p.slice(f.length)||"/";}});
if(!Object.prototype.hasOwnProperty.call(t,p))return;var to=t[p],q=new URLSearchParams(l.search);q.set("from","404_page");q.set("old_path",p);
document.documentElement.style.visibility="hidden";l.replace((to==="/"?(e||"/"):e+to)+"?"+q.toString());})();`;
}
