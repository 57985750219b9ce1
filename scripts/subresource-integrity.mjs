import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { builtFile } from './prerendered-pages.mjs';

/**
 * Subresource Integrity of a build's chunks: `integrityOf('/_next/static/chunks/x.js')` is the
 * `sha384-…` of that file as served (chunk names carry a content hash: a file never changes after
 * the build, so each is read once), or undefined for a file the build does not have.
 */
export function chunkIntegrity(distDir) {
  const known = new Map();
  return (src) => {
    if (!known.has(src)) {
      const file = builtFile(distDir, src);
      known.set(
        src,
        existsSync(file)
          ? `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`
          : undefined,
      );
    }
    return known.get(src);
  };
}
