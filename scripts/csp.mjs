// The Content-Security-Policy: no 'unsafe-inline' or 'unsafe-eval' for scripts. Inline scripts are
// allowed by their hashes (prerendered pages stay static) or a per-request nonce. The Node server hashes
// each page as it sends it (scripts/html-csp.mjs); the nginx profile uses the manifest written after
// `next build` (`writeCspManifest`).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderedDir, prerenderedPages } from './prerendered-pages.mjs';

const MANIFEST = 'csp-manifest.json';
const inlineScript =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/** sha256 sources of the executable inline scripts of one HTML document. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, body] of html.matchAll(inlineScript)) {
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** Writes `{ "/en-US/about-us": ["'sha256-…'", …] }` for every prerendered page of a build. */
export function writeCspManifest(distDir) {
  const appDir = prerenderedDir(distDir);
  const manifest = {};
  for (const file of prerenderedPages(distDir)) {
    const route = `/${path.relative(appDir, file).replace(/\.html$/, '')}`;
    manifest[route] = inlineScriptHashes(readFileSync(file, 'utf8'));
  }
  writeFileSync(path.join(distDir, MANIFEST), JSON.stringify(manifest));
  return manifest;
}

export function readCspManifest(distDir) {
  const file = path.join(distDir, MANIFEST);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : writeCspManifest(distDir);
}

function origins(...urls) {
  return urls
    .filter(Boolean)
    .map((url) => {
      try {
        return new URL(url.replace(/\{[a-z]\}/g, 'x')).origin;
      } catch {
        return '';
      }
    })
    .filter(Boolean);
}

/** The policy text; `scriptSources` are hashes or a nonce source. */
export function contentSecurityPolicy(scriptSources, env = process.env) {
  const imageHosts = origins(
    env.MAP_TILE_URL,
    env.CONTENTFUL_IMAGES_ORIGIN ?? 'https://images.ctfassets.net',
  );
  const connectHosts = origins(env.ANALYTICS_HOST);
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
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

export function newNonce() {
  return randomBytes(16).toString('base64');
}
