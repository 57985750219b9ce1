import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/env';

/** The build id written by `next build` (or "development" when running `next dev`). */
export async function buildId(): Promise<string> {
  try {
    return (await readFile(path.join(process.cwd(), env.NEXT_DIST_DIR, 'BUILD_ID'), 'utf8')).trim();
  } catch {
    return 'development';
  }
}

export function contentSource(): 'local' | 'contentful' {
  return env.CONTENT_SOURCE ?? 'local';
}
