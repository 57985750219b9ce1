// Builds the site (`npm run build`) when the build is missing or older than anything it is made of:
// what `npm start` and the benchmarks do before they serve. Plain Node 24 (no tsx): `npm start` runs
// it on the type stripping.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
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

/** Whether it built (false: the build was up to date). Exits the process when the build fails. */
export function buildIfStale(): boolean {
  const entry = path.join(root, 'dist', 'server', 'entry.mjs');
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((name) => newestMtime(path.join(root, name))));
  if (builtAt >= changedAt) return false;
  console.log(
    builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…',
  );
  // `npm run build`, through the npm that runs us when there is one (its PATH has the project's astro).
  const npm = process.env.npm_execpath;
  const result = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build'], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return true;
}
