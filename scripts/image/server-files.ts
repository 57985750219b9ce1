// The files serve/server.ts runs from outside dist/ (its own modules and the few src/ and messages/
// files they import), listed for the image's runtime stage (Containerfile): followed from
// serve/server.ts through every relative value import (`import type` is erased, so left out).
// Plain Node 24 (type stripping): `node scripts/image/server-files.ts` prints one path a line.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const relativeImport = /^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'(\.[^']+)'/gms;

/** Every file reached from `entry` (relative to the repository root), the entry first. */
export function serverFiles(entry = 'serve/server.ts'): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.[cm]?[jt]s$/.test(file)) return; // JSON: read, not followed
    for (const match of readFileSync(file, 'utf8').matchAll(relativeImport))
      visit(path.resolve(path.dirname(file), match[1] ?? ''));
  };
  visit(path.resolve(root, entry));
  return [...seen].map((file) => path.relative(root, file));
}

if (import.meta.main) console.log(serverFiles().join('\n'));
