// The Content-Security-Policy: no 'unsafe-inline' or 'unsafe-eval' for scripts. Inline scripts are
// allowed by their hashes (prerendered pages stay static) or a per-request nonce (pages Next renders
// per request put it on their scripts). The hashes of the prerendered pages are computed once after
// `next build` from Next's prerender manifest and the HTML it wrote, read with an HTML parser.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import { earlySubmitScript } from '../src/components/layout/early-submit-script.ts';

const MANIFEST = 'csp-manifest.json';
export type CspManifest = Record<string, string[]>;
type Node = { nodeName: string; value?: string; attrs?: { name: string; value: string }[] };
type Parent = Node & { childNodes?: Node[]; content?: Parent };

const hashOf = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The layout's own inline script (forms sent before hydration), allowed on every page. */
export const layoutScriptHash = hashOf(earlySubmitScript);

/** Script types a browser runs (data blocks such as JSON-LD are not scripts). */
const runs = (type: string | undefined) =>
  type === undefined || ['', 'text/javascript', 'module', 'application/javascript'].includes(type);

/** The executable inline scripts of one HTML document: each one's sha256 source and its nonce, if any. */
export function inlineScripts(html: string): { hash: string; nonce?: string }[] {
  const scripts: { hash: string; nonce?: string }[] = [];
  const visit = (node: Parent) => {
    if (node.nodeName === 'script') {
      const attr = (name: string) => node.attrs?.find((a) => a.name === name)?.value;
      const body = (node.childNodes ?? []).map((child) => child.value ?? '').join('');
      if (attr('src') === undefined && runs(attr('type')?.toLowerCase()))
        scripts.push({ hash: hashOf(body), nonce: attr('nonce') });
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html));
  return scripts;
}

/** sha256 sources of the executable inline scripts of one HTML document. */
export const inlineScriptHashes = (html: string): string[] => [
  ...new Set(inlineScripts(html).map((script) => script.hash)),
];

/** The HTML file Next wrote for a prerendered route (`/zh-HK/about-us`, `/en-US`). */
export const routeHtmlFile = (distDir: string, route: string) =>
  path.join(distDir, 'server', 'app', `${route === '/' ? '/index' : route}.html`);

/** The routes Next prerendered, from its own manifest (none before a build). */
export function prerenderedRoutes(distDir: string): string[] {
  const file = path.join(distDir, 'prerender-manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { routes: Record<string, unknown> };
  return Object.keys(manifest.routes).filter((route) => existsSync(routeHtmlFile(distDir, route)));
}

/** Writes `{ "/en-US/about-us": ["'sha256-…'", …] }` for every prerendered page of a build. */
export function writeCspManifest(distDir: string): CspManifest {
  const manifest: CspManifest = {};
  for (const route of prerenderedRoutes(distDir))
    manifest[route] = inlineScriptHashes(readFileSync(routeHtmlFile(distDir, route), 'utf8'));
  writeFileSync(path.join(distDir, MANIFEST), JSON.stringify(manifest));
  return manifest;
}

export function readCspManifest(distDir: string): CspManifest {
  const file = path.join(distDir, MANIFEST);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as CspManifest)
    : writeCspManifest(distDir);
}

function origins(...urls: (string | undefined)[]): string[] {
  return urls.flatMap((url) => {
    if (!url) return [];
    try {
      return [new URL(url.replace(/\{[a-z]\}/g, 'x')).origin];
    } catch {
      return [];
    }
  });
}

/** The policy text; `scriptSources` are hashes or a nonce source (the layout's script is always allowed). */
export function contentSecurityPolicy(
  scriptSources: string[],
  env: Record<string, string | undefined> = process.env,
): string {
  const imageHosts = origins(
    env.MAP_TILE_URL,
    env.CONTENTFUL_IMAGES_ORIGIN ?? 'https://images.ctfassets.net',
  );
  const connectHosts = origins(env.ANALYTICS_HOST);
  const scripts = [...new Set([layoutScriptHash, ...scriptSources])];
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${imageHosts.join(' ')}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${connectHosts.join(' ')}`.trim(),
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export const newNonce = () => randomBytes(16).toString('base64');
