import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The HTML files of a build's prerendered pages (none before a build). */
export function prerenderedPages(distDir) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith('.html') ? [full] : [];
    });
  const appDir = prerenderedDir(distDir);
  return existsSync(appDir) ? walk(appDir) : [];
}

/** Where the prerendered pages of a build are, named by their route. */
export const prerenderedDir = (distDir) => path.join(distDir, 'server', 'app');

/** The file of a build that serves `/_next/…` (a chunk's `src`). */
export const builtFile = (distDir, src) => path.join(distDir, src.replace(/^\/_next\//, ''));
