import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, markStartupChunks, startupChunks } from './compile-hints.mjs';

const page = [
  '<!DOCTYPE html><html><head>',
  '<script src="/_next/static/chunks/0cz1.js" noModule=""></script>',
  '</head><body><main>Text</main>',
  '<script>(function(s){})(["/_next/static/chunks/2rv5.js","/_next/static/chunks/turbopack-07.js"])</script>',
  '<script>self.__next_f.push([1,"5:I[123,[\\"/_next/static/chunks/form.js\\"],\\"Form\\"]"])</script>',
  '</body></html>',
].join('');

describe('startupChunks', () => {
  it('finds the scripts the loader appends and the client components in the payload', () => {
    expect([...startupChunks(page)].sort()).toEqual([
      '/_next/static/chunks/2rv5.js',
      '/_next/static/chunks/form.js',
      '/_next/static/chunks/turbopack-07.js',
    ]);
  });

  it('leaves out the legacy polyfill (modern browsers never run it)', () => {
    expect(startupChunks(page).has('/_next/static/chunks/0cz1.js')).toBe(false);
  });
});

describe('markStartupChunks', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'hints-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const chunks = path.join(dist, 'static', 'chunks');
  mkdirSync(chunks, { recursive: true });
  mkdirSync(path.join(dist, 'server', 'app', 'blog'), { recursive: true });
  writeFileSync(path.join(dist, 'server', 'app', 'blog.html'), page);
  for (const name of ['2rv5.js', 'turbopack-07.js', 'form.js', '0cz1.js', 'zod-later.js'])
    writeFileSync(path.join(chunks, name), `(globalThis.TURBOPACK||[]).push(["${name}"]);`);
  const read = (name: string) => readFileSync(path.join(chunks, name), 'utf8');

  it('puts the hint first in each startup chunk, once, and leaves the rest as they were', () => {
    expect(markStartupChunks(dist)).toBe(3);
    for (const name of ['2rv5.js', 'turbopack-07.js', 'form.js'])
      expect(read(name)).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["${name}"]);`);
    expect(read('0cz1.js')).not.toContain('allFunctionsCalledOnLoad');
    expect(read('zod-later.js')).not.toContain('allFunctionsCalledOnLoad');
    expect(markStartupChunks(dist)).toBe(0);
    expect(read('form.js').match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
  });
});
