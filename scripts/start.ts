// `npm start`: build when the build is missing or older than the sources, then serve on PORT (3000)
// with scripts/server.ts. Without SITE_ORIGIN (a production server refuses to start without it,
// src/env.ts), the site's origin is the local address it serves on.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterBuild } from './after-build.ts';

process.env.SITE_ORIGIN ||= `http://localhost:${process.env.PORT || 3000}`;
const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
const buildStamp = path.join(distDir, 'BUILD_ID');
const sources = [
  'src',
  'messages',
  'content',
  'public',
  'drizzle',
  'next.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
  // What hashes the build's pages after `next build` (scripts/after-build.ts).
  'scripts/after-build.ts',
  'scripts/csp.ts',
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

function run(args: string[]) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), ...args],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const builtAt = existsSync(buildStamp) ? statSync(buildStamp).mtimeMs : 0;
const changedAt = Math.max(...sources.map((entry) => newestMtime(path.join(root, entry))));
if (builtAt < changedAt) {
  console.log(
    builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…',
  );
  run(['build']);
  afterBuild(distDir);
} else {
  console.log('Build is up to date.');
}
await import('./server.ts');
