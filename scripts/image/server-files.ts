// The files serve/server.ts runs from outside dist/ at run time (its own modules and the few src/ and
// messages/ files they import): what a production install copies beside the build (the Containerfile's
// runtime stage, scripts/production-install.test.ts). Followed from serve/server.ts through every
// relative import; type-only ones (`import type`) are erased when Node strips the types, so left out.
// Plain Node 24 (type stripping): `node scripts/image/server-files.ts` prints one path a line.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const relativeImport = /^(?:import|export)(?!\s+type\b)[^'"]*['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The image's commands: the server, and the migration Job's (deploy/k8s). */
const entries = ['serve/server.ts', 'serve/migrate.ts'];

/** Every file reached from `entries`, each entry first; paths from the repository root. */
export function serverFiles(from = entries): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.json')) return; // read, not followed
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const [, spec] of source.matchAll(relativeImport))
      visit(path.relative(root, path.resolve(path.dirname(path.join(root, file)), spec!)));
  };
  for (const entry of from) visit(entry);
  return [...seen];
}

if (import.meta.main) console.log(serverFiles().join('\n'));
