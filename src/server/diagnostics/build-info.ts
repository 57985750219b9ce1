import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/env';

/**
 * The build's id: Astro writes none, so the first 12 hex digits of the SHA-256 of the server
 * entry (`dist/server/entry.mjs`, which names every hashed chunk), or "development" without a build.
 */
export async function buildId(): Promise<string> {
  try {
    const entry = await readFile(path.join(process.cwd(), 'dist', 'server', 'entry.mjs'));
    return createHash('sha256').update(entry).digest('hex').slice(0, 12);
  } catch {
    return 'development';
  }
}

export function contentSource(): 'local' | 'contentful' {
  return env.CONTENT_SOURCE ?? 'local';
}
