import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { startTlsFront } from './support/tls-front';

const run = promisify(execFile);

test('Mozilla HTTP Observatory scores A+ (100 or more) with no test losing points', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const front = await startTlsFront(baseURL!);
  try {
    const { stdout } = await run(
      process.execPath,
      [
        path.join(import.meta.dirname, 'support', 'observatory-scan.mjs'),
        String(front.httpPort),
        String(front.httpsPort),
      ],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: front.caFile }, timeout: 90_000 },
    );
    const result = JSON.parse(stdout) as {
      scan: { grade: string; score: number };
      tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
    };
    const losing = Object.entries(result.tests)
      .filter(([, t]) => t.scoreModifier < 0 || !t.pass)
      .map(([name, t]) => `${name}: ${t.result} (${t.scoreModifier})`);
    expect(losing).toEqual([]);
    expect(result.scan.score).toBeGreaterThanOrEqual(100);
    expect(result.scan.grade).toBe('A+');
  } finally {
    await front.close();
  }
});
