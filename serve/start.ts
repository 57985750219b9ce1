// `npm start`: build when the build is missing or older than the sources (`npm run build`, Astro),
// then serve it on PORT (3000) with serve/server.ts. Without SITE_ORIGIN (a production server refuses
// to start without it, src/env.ts), the site's origin is the local address it serves on.
// Runs on Node 24's own type stripping: relative `.ts` imports only, no tsx.
import { buildIfStale } from './build-if-stale.ts';

process.env.SITE_ORIGIN ||= `http://localhost:${process.env.PORT || 3000}`;
try {
  if (!(await buildIfStale())) console.log('Build is up to date.');
} catch (error) {
  console.error(String(error));
  process.exit(1);
}
process.env.NODE_ENV = 'production';
await import('./server.ts');
