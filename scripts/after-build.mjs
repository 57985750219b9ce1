// What follows `next build` (run by `npm run build` and by `npm start` when it builds): Next's scripts
// in the prerendered pages load after the first paint, the chunks they run at load carry V8's compile
// hint, then the CSP manifest hashes the pages' inline scripts.
import { markStartupChunks } from './compile-hints.mjs';
import { writeCspManifest } from './csp.mjs';
import { deferScriptsInBuild } from './defer-next-scripts.mjs';

export function afterBuild(distDir) {
  const deferred = deferScriptsInBuild(distDir);
  const hinted = markStartupChunks(distDir);
  const manifest = writeCspManifest(distDir);
  return { deferred, hinted, hashed: Object.keys(manifest).length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { deferred, hinted, hashed } = afterBuild(process.env.NEXT_DIST_DIR || '.next');
  console.log(
    `after build: ${deferred} pages load scripts after first paint; ${hinted} startup chunks compile-hinted; CSP manifest of ${hashed}`,
  );
}
