import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');
const guide = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** The first word of each line of the guide's map (the fenced block under `## Map`). */
function mapPaths(): string[] {
  const section = guide.slice(guide.indexOf('## Map'));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** Code spans that name a file or folder of the repository (no patterns, URLs or placeholders). */
function namedPaths(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? '');
  return spans.filter(
    (span) =>
      /^(src|scripts|e2e|deploy|docs|messages|content|drizzle|public|\.ci)\//.test(span) &&
      !/[*{}[\]]/.test(span.replace(/\[(locale|textPage)\]/g, '')),
  );
}

describe('docs/architecture.md', () => {
  it('has a map of the tree whose every path exists', () => {
    const paths = mapPaths();
    expect(paths.length).toBeGreaterThan(20);
    for (const entry of paths) expect(existsSync(path.join(root, entry)), entry).toBe(true);
  });

  it('names only paths that exist, and README does too', () => {
    const named = [...namedPaths(guide), ...namedPaths(readme)];
    expect(named.length).toBeGreaterThan(10);
    for (const entry of named) expect(existsSync(path.join(root, entry)), entry).toBe(true);
  });

  it('is what README links to', () => {
    expect(readme).toContain('](docs/architecture.md)');
    expect(readme).not.toContain('../shared/');
  });
});
