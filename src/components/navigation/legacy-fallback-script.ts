import { legacyRedirects } from '@/config/legacy-redirects';
import { scriptJson } from '@/lib/script-json';

/**
 * The 404 page's inline head script, for a static host that serves that page for any unknown URL
 * (our server and nginx answer the old paths with a 301 first). When the address bar shows another
 * path than the one the page was rendered for and that path is in the legacy table, the page stays
 * hidden and goes to the new path before its first paint, with the old query kept plus from=404_page
 * and old_path (what `legacyFallbackUrl` computes). The table and the rendered path are JSON literals, escaped for an inline script (the path is the visitor's).
 */
export function legacyFallbackScript(renderedPath: string): string {
  const table = Object.fromEntries(legacyRedirects.map(({ from, to }) => [from, to]));
  return `(function(){var t=${scriptJson(table)},r=${scriptJson(renderedPath)},l=window.location;
if(l.pathname===r)return;var e=l.pathname==="/en-US"||l.pathname.indexOf("/en-US/")===0,p=e?l.pathname.slice(6)||"/":l.pathname,to=t[p];
if(!Object.prototype.hasOwnProperty.call(t,p))return;var q=new URLSearchParams(l.search);q.set("from","404_page");q.set("old_path",p);
document.documentElement.style.visibility="hidden";l.replace((to==="/"?(e?"/en-US":"/"):(e?"/en-US":"")+to)+"?"+q.toString());})();`;
}
