// What follows `next build` (run by `npm run build` and by `npm start` when it builds): the chunks the
// prerendered pages run at load get V8's compile hint, the pages load those scripts after the first
// paint with their integrity, then the CSP manifest hashes the pages' inline scripts.
import { markStartupChunks } from './compile-hints.mjs';
import { writeCspManifest } from './csp.mjs';
import { deferScriptsInBuild } from './defer-next-scripts.mjs';

export function afterBuild(distDir) {
  // The hint changes the chunks: it goes first, so the integrity the deferral writes is of the final files.
  const hinted = markStartupChunks(distDir);
  const deferred = deferScriptsInBuild(distDir);
  const manifest = writeCspManifest(distDir);
  return { deferred, hinted, hashed: Object.keys(manifest).length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { deferred, hinted, hashed } = afterBuild(process.env.NEXT_DIST_DIR || '.next');
  console.log(
    `after build: ${deferred} pages load scripts after first paint; ${hinted} startup chunks compile-hinted; CSP manifest of ${hashed}`,
  );
}
