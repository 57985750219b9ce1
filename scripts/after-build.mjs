// What follows `next build` (run by `npm run build` and by `npm start` when it builds): the
// prerendered pages load their scripts after the first paint with their integrity, then the CSP
// manifest hashes the pages' inline scripts. The chunks themselves are served as Next built them.
import { writeCspManifest } from './csp.mjs';
import { deferScriptsInBuild } from './defer-next-scripts.mjs';

export function afterBuild(distDir) {
  const deferred = deferScriptsInBuild(distDir);
  const manifest = writeCspManifest(distDir);
  return { deferred, hashed: Object.keys(manifest).length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { deferred, hashed } = afterBuild(process.env.NEXT_DIST_DIR || '.next');
  console.log(
    `after build: ${deferred} pages load scripts after first paint; CSP manifest of ${hashed}`,
  );
}
