import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../serve/build-if-stale';
import { serverFiles } from './image/server-files';

// Issue 32 item 8: after a build, a production-only install (`npm ci --omit=dev`, no tsx, no dev
// tools) serves the site with `npm run serve`. Takes a minute or two (npm registry): it runs in CI
// (`CI` set) or with PRODUCTION_INSTALL_TEST=1, as part of `npm run test:unit` (so of `npm test`).
const root = path.resolve(import.meta.dirname, '..');
const enabled = Boolean(process.env.CI || process.env.PRODUCTION_INSTALL_TEST);
const folder = mkdtempSync(path.join(tmpdir(), 'production-install-'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// Removing a production node_modules takes longer than a hook's default 10 s on a busy machine.
afterAll(() => rmSync(folder, { recursive: true, force: true }), 120_000);

describe('production install', () => {
  it('finds the files the server imports', () => {
    const files = serverFiles();
    expect(files).toContain('src/i18n/locale-redirect.ts');
    // The Kubernetes migration Job's command (deploy/k8s/base/migrate/job.yaml).
    expect(files).toContain('serve/migrate.ts');
    expect(files.every((file) => existsSync(path.join(root, file)))).toBe(true);
  });

  it.runIf(enabled)(
    'npm ci --omit=dev serves /faq and the 404 page with npm run serve',
    async () => {
      // Not a build of its own: one while another test file's servers start from dist/ takes their
      // entry away (they exit 1). buildIfStale builds once, in turn with the other files.
      await buildIfStale();
      const copied = [
        'package.json',
        'package-lock.json',
        'dist',
        'serve',
        'drizzle',
        'content',
        ...serverFiles(),
      ];
      for (const item of copied)
        if (existsSync(path.join(root, item)))
          cpSync(path.join(root, item), path.join(folder, item), { recursive: true });
      execFileSync(npm, ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
        cwd: folder,
        stdio: 'ignore',
      });
      // No dev tool is installed (tsx may still come as vite's optional peer: the server never loads it).
      expect(existsSync(path.join(folder, 'node_modules', 'typescript'))).toBe(false);
      const port = 3219;
      const child = spawn(npm, ['run', 'serve'], {
        cwd: folder,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          SITE_ORIGIN: `http://127.0.0.1:${port}`,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      try {
        // A first start migrates a new PGlite folder: 21-62 s on a loaded 2-core machine, and a
        // CI run took past 30 s here (docs/operations.md, "The image"): up to 3 minutes.
        for (let i = 0; !output.includes('Ready on'); i += 1) {
          if (child.exitCode !== null || i > 720)
            throw new Error(`serve did not start:\n${output}`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        const faq = await fetch(`http://127.0.0.1:${port}/faq`, {
          headers: { 'accept-language': 'zh-HK' },
        });
        expect(faq.status, output).toBe(200);
        expect(await faq.text()).toContain('<html lang="zh-HK"');
        const missing = await fetch(`http://127.0.0.1:${port}/en-US/no-such-page`);
        expect(missing.status, output).toBe(404);
        expect(await missing.text()).toContain('Page not found: /en-US/no-such-page');
      } finally {
        // npm runs the server as its child: end the whole group this test started.
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      }
    },
    600_000,
  );
});
