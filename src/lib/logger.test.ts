import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

describe('logger output', () => {
  it('writes every line to stdout even when the process exits straight after logging', () => {
    const script = [
      "const { logger } = await import('./src/lib/logger.ts');",
      "for (let i = 0; i < 200; i++) logger.info({ n: i }, 'line');",
      'process.exit(0);',
    ].join('\n');
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: root, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'info' } },
    );
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { n: number });
    expect(lines.map((line) => line.n)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    // A child process loading tsx: seconds on a busy 2-core machine (CI once took over 5).
  }, 30_000);
});
