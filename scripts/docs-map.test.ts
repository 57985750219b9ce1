import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layers, mayImport } from '../eslint.config';

const root = path.join(import.meta.dirname, '..');
const guide = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const flow = readFileSync(path.join(root, 'docs/data-flow.md'), 'utf8');
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
      /^(src|scripts|serve|e2e|deploy|docs|messages|content|drizzle|public|\.ci)\//.test(span) &&
      !/[*{}[\]]/.test(span.replace(/\[(locale|textPage)\]/g, '')),
  );
}

/** The rows of the table under `## The layers`: [layer, files, may import]. */
function layerRows(): string[][] {
  const section = guide.slice(guide.indexOf('## The layers'));
  return section
    .split('\n')
    .filter(
      (line) => line.startsWith('| ') && !line.startsWith('| layer') && !line.startsWith('| -'),
    )
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const listed = (cell: string) =>
  cell === '(nothing)' ? [] : cell.split(',').map((item) => item.trim().replace(/`/g, ''));

describe('docs/architecture.md', () => {
  it('maps every folder of src/ and of its features, server and components', () => {
    const mapped = new Set(mapPaths().map((entry) => entry.replace(/\/$/, '')));
    const folders = ['src', 'src/features', 'src/server', 'src/components'].flatMap((parent) =>
      readdirSync(path.join(root, parent), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${parent}/${entry.name}`),
    );
    for (const folder of folders) expect(mapped.has(folder), folder).toBe(true);
  });

  it('has the layers table the lint enforces', () => {
    const rows = layerRows();
    expect(
      rows.map(([layer, files]) => [layer, listed(files ?? '').map((f) => f.replace(/\/$/, ''))]),
    ).toEqual(layers.map(([layer, ...patterns]) => [layer, patterns]));
    expect(
      Object.fromEntries(rows.map(([layer, , allowed]) => [layer, listed(allowed ?? '')])),
    ).toEqual(mayImport);
  });

  it('has a map of the tree whose every path exists', () => {
    const paths = mapPaths();
    expect(paths.length).toBeGreaterThan(20);
    for (const entry of paths) expect(existsSync(path.join(root, entry)), entry).toBe(true);
  });

  it('names only paths that exist, and README and data-flow.md do too', () => {
    const named = [...namedPaths(guide), ...namedPaths(flow), ...namedPaths(readme)];
    expect(named.length).toBeGreaterThan(10);
    for (const entry of named) expect(existsSync(path.join(root, entry)), entry).toBe(true);
  });

  it('is what README links to', () => {
    expect(readme).toContain('](docs/architecture.md)');
    expect(readme).toContain('](docs/data-flow.md)');
    expect(guide).toContain('](data-flow.md)');
    expect(readme).not.toContain('../shared/');
  });
});
