// A page's HTML without its scripts: what the same content costs with no JavaScript at all (the limit
// the page can approach). Read and written with an HTML parser, never rewritten with expressions.
import { defaultTreeAdapter, parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

const attr = (element: Element, name: string) =>
  element.attrs.find((a) => a.name === name)?.value?.toLowerCase();

/** Script types a browser runs: data blocks (JSON-LD) stay, they are content. */
const executable = (type: string | undefined) =>
  type === undefined || ['', 'text/javascript', 'module', 'application/javascript'].includes(type);

/** A script, or a hint that makes the browser fetch one (modulepreload, preload as=script). */
function loadsScript(element: Element): boolean {
  if (element.tagName === 'script') return executable(attr(element, 'type'));
  if (element.tagName !== 'link') return false;
  const rel = attr(element, 'rel')?.split(/\s+/) ?? [];
  return (
    rel.includes('modulepreload') || (rel.includes('preload') && attr(element, 'as') === 'script')
  );
}

function children(node: Node): Node[] {
  const own = 'childNodes' in node ? node.childNodes : [];
  // A template's content is a fragment of its own, not among its child nodes.
  return 'content' in node ? [...own, node.content] : own;
}

/** The text of each inline script the browser would run (Astro's island loader, the after-paint loader). */
export function inlineScripts(html: string): string[] {
  const texts: string[] = [];
  const visit = (node: Node) => {
    if (defaultTreeAdapter.isElementNode(node) && node.tagName === 'script') {
      if (executable(attr(node, 'type')) && attr(node, 'src') === undefined)
        texts.push(node.childNodes.map((child) => ('value' in child ? child.value : '')).join(''));
    } else children(node).forEach(visit);
  };
  visit(parse(html));
  return texts.filter((text) => text.trim());
}

/** The document without the scripts it would run or fetch; everything else as it was. */
export function stripScripts(html: string): string {
  const document = parse(html);
  const doomed: Element[] = [];
  const visit = (node: Node) => {
    if (defaultTreeAdapter.isElementNode(node) && loadsScript(node)) doomed.push(node);
    else children(node).forEach(visit);
  };
  visit(document);
  doomed.forEach((element) => defaultTreeAdapter.detachNode(element));
  return serialize(document);
}
