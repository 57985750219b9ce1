import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkIntegrity } from './subresource-integrity.mjs';

describe('chunkIntegrity', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'sri-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  const code = '(globalThis.TURBOPACK||[]).push([]);';
  writeFileSync(path.join(dist, 'static', 'chunks', 'a.js'), code);

  it("is the sha384 of the build's file, the form browsers check", () => {
    const integrityOf = chunkIntegrity(dist);
    expect(integrityOf('/_next/static/chunks/a.js')).toBe(
      `sha384-${createHash('sha384').update(code).digest('base64')}`,
    );
  });

  it('is undefined for a file the build does not have', () => {
    expect(chunkIntegrity(dist)('/_next/static/chunks/missing.js')).toBeUndefined();
  });
});
