// The framework floor: builds bench/anchor (a bare App Router page, server components only) with the
// repository's own Next when its build is missing or older than its sources, and serves it with
// `next start` beside the site, so both are measured in the same run on the same machine.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pageUrls, withServer } from './bench-server.ts';
import { warnWithoutChineseFont } from './chinese-font.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const anchorDir = path.join(root, 'bench', 'anchor');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

function newestMtime(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry)
    .filter((name) => name !== '.next' && name !== 'next-env.d.ts')
    .reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

function buildIfStale() {
  const stamp = path.join(anchorDir, '.next', 'BUILD_ID');
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  // A new Next version (package.json of next) rebuilds the anchor too.
  const changedAt = Math.max(
    newestMtime(anchorDir),
    statSync(path.join(root, 'node_modules', 'next', 'package.json')).mtimeMs,
  );
  if (builtAt >= changedAt) return;
  console.log('anchor: building bench/anchor…');
  const result = spawnSync(process.execPath, [nextBin, 'build', anchorDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`anchor build failed (${result.status})`);
}

/** Runs `run` with the anchor's origin; stops the anchor after. */
export async function withAnchor<T>(port: number, run: (base: string) => Promise<T>): Promise<T> {
  buildIfStale();
  const server = spawn(process.execPath, [nextBin, 'start', anchorDir, '-p', String(port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const base = `http://localhost:${port}`;
  try {
    for (let i = 0; ; i += 1) {
      try {
        if ((await fetch(base)).ok) break;
      } catch {
        if (i > 60 || server.exitCode !== null) throw new Error('anchor did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return await run(base);
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

/**
 * Serves the site (on `sitePort`) and the anchor (on the next port) and runs `run` with the pages to
 * measure: the anchor first, then the site's page types, or those PAGES=home,faq names.
 */
export async function withBenchPages<T>(
  sitePort: number,
  run: (pages: Array<[name: string, url: string]>) => Promise<T>,
): Promise<T> {
  warnWithoutChineseFont();
  const only = process.env.PAGES?.split(',').map((name) => name.trim());
  return withServer(
    (siteBase) =>
      withAnchor(sitePort + 1, async (anchorBase) => {
        const site = Object.entries(await pageUrls(siteBase)).filter(
          ([name]) => !only || only.includes(name),
        );
        return run([['anchor', `${anchorBase}/`], ...site]);
      }),
    { port: sitePort },
  );
}
