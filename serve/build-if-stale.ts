// Builds the site (`npm run build`) when the build is missing or older than anything it is made of:
// what `npm start`, the process tests and the benchmarks do before they serve. Plain Node 24 (no
// tsx): `npm start` runs it on the type stripping.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

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

/** When dist/ was built (0: never), and when its sources last changed. */
function buildAge() {
  const entry = path.join(root, 'dist', 'server', 'entry.mjs');
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((name) => newestMtime(path.join(root, name))));
  return { builtAt, stale: builtAt < changedAt };
}

/** `npm run build`, through the npm that runs us when there is one (its PATH has the project's astro). */
function runBuild(): Promise<number | null> {
  const npm = process.env.npm_execpath;
  const [command, args] = npm
    ? [process.execPath, [npm, 'run', 'build']]
    : ['npm', ['run', 'build']];
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  return new Promise((resolve) => child.once('exit', resolve));
}

/**
 * Whether it built (false: the build was up to date). Throws when the build fails. Callers that
 * start at once (two test files, a test and `npm start`) take turns: one builds, the other then
 * finds the build fresh.
 */
export async function buildIfStale(): Promise<boolean> {
  if (!buildAge().stale) return false;
  const release = await lockfile.lock(root, {
    lockfilePath: path.join(root, 'dist.lock'),
    // Refreshed every 30 s while the build runs; a lock left by a killed process counts a minute later.
    stale: 60_000,
    // A build takes minutes on a busy machine: wait up to half an hour for another one.
    retries: { retries: 1800, minTimeout: 1000, maxTimeout: 1000 },
  });
  try {
    const { builtAt, stale } = buildAge();
    if (!stale) return false;
    console.log(
      builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…',
    );
    const code = await runBuild();
    if (code !== 0) throw new Error(`npm run build failed (exit code ${code})`);
    return true;
  } finally {
    await release();
  }
}
