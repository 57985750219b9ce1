import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from './support/server-instance';

const root = path.resolve(import.meta.dirname, '..');

// `npm run dev` (astro dev) for the next engineer: the policy is the built site's only (Astro hashes
// inline scripts when it builds), so in dev nothing blocks the island loader, and an island's
// messages, compiled on the server, read as text in the browser.
test('npm run dev: no policy, and an island hydrates and speaks', async ({ page }) => {
  test.slow();
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dev = spawn(
    process.execPath,
    [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(port)],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: `data/e2e-dev-${port}-${Date.now()}` },
      stdio: 'ignore',
    },
  );
  const exited = new Promise((resolve) => dev.once('exit', resolve));
  try {
    await expect
      .poll(async () => (await fetch(`${url}/faq`).catch(() => undefined))?.status, {
        timeout: 90_000,
      })
      .toBe(200);
    const response = await page.goto(`${url}/en-US/InstallmentIntroRoute`);
    expect(response?.headers()['content-security-policy']).toBeUndefined();
    const planner = page.getByTestId('planner');
    await planner.scrollIntoViewIfNeeded();
    await expect(planner).toHaveAttribute('data-ready', '', { timeout: 60_000 });
    await page.getByLabel('Purchase amount (HK$)').fill('50');
    await expect(page.getByTestId('amount-error')).toContainText('from HK$100 to HK$100,000');
  } finally {
    dev.kill('SIGTERM');
    await exited;
  }
});
