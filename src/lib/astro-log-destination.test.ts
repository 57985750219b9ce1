import { describe, expect, it } from 'vitest';
import astroLogDestination from './astro-log-destination';
import { redirectLogs } from './logger';

describe('astroLogDestination', () => {
  it('writes a framework message as one JSON line, its line breaks inside a string field', () => {
    const lines: string[] = [];
    const restore = redirectLogs({ write: (line: string) => lines.push(line) });
    try {
      const forged = 'GET /_image?href=/a\n{"level":60,"msg":"forged"}\n \u001b[31mred\u001b[39m';
      astroLogDestination().write({
        label: 'router',
        level: 'warn',
        message: forged,
        newLine: true,
      });
    } finally {
      restore();
    }
    const text = lines.join('');
    expect(text.trimEnd().split('\n')).toHaveLength(1);
    const line = JSON.parse(text) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 40, source: 'astro', label: 'router' });
    expect(line.astro_message).toBe('GET /_image?href=/a\n{"level":60,"msg":"forged"}\n red');
  });
});
