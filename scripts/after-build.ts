// What follows `next build` (run by `npm run build` and by `npm start` when it builds): the CSP
// manifest of the prerendered pages' inline-script hashes (scripts/csp.ts). The build's pages and
// chunks are served as Next wrote them.
import { writeCspManifest } from './csp.ts';

export function afterBuild(distDir: string) {
  return { hashed: Object.keys(writeCspManifest(distDir)).length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { hashed } = afterBuild(process.env.NEXT_DIST_DIR || '.next');
  console.log(`after build: CSP manifest of ${hashed} prerendered pages`);
}
