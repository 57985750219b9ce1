// `npm start`: build when the build is missing or older than the sources (`npm run build`, Astro),
// then serve it on PORT (3000) with serve/server.ts. Without SITE_ORIGIN (a production server refuses
// to start without it, src/env.ts), the site's origin is the local address it serves on.
// Runs on Node 24's own type stripping: relative `.ts` imports only, no tsx.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

process.env.SITE_ORIGIN ||= `http://localhost:${process.env.PORT || 3000}`;
const root = path.resolve(import.meta.dirname, '..');
const buildStamp = path.join(root, 'dist', 'server', 'entry.mjs');
/** What the build is made from: a change to any of them makes the build stale. */
const sources = [
  'src',
  'messages',
  'content',
  'public',
  'drizzle',
  'astro.config.ts',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync(buildStamp) ? statSync(buildStamp).mtimeMs : 0;
const changedAt = Math.max(...sources.map((entry) => newestMtime(path.join(root, entry))));
if (builtAt < changedAt) {
  console.log(
    builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…',
  );
  // `npm run build`, through npm so it runs the project's own astro with its PATH.
  const npm = process.env.npm_execpath;
  const result = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build'], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  console.log('Build is up to date.');
}
process.env.NODE_ENV = 'production';
await import('../serve/server.ts');
