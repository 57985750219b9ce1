import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { localAssetFile } from '@/content/local/asset-files';
import { parseImageOptions, transformImage } from '@/content/local/image-transform';
import { env } from '@/env';

const SOURCE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/**
 * Asset files of the local content store, served with the Images API options (`?w=800&fm=webp`)
 * so pages look the same on either source. Only image files inside content/<space>/ are served.
 */
export async function contentAssetRoute(request: Request, segments: string[]): Promise<Response> {
  const file = localAssetFile(path.resolve(process.cwd(), env.CONTENT_DIR), segments);
  const notFound = () =>
    new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  if (!file) return notFound();
  let options;
  try {
    options = parseImageOptions(new URL(request.url).searchParams);
  } catch {
    return new Response('Bad image options', {
      status: 400,
      headers: { 'content-type': 'text/plain' },
    });
  }
  let mtime: number;
  try {
    mtime = (await stat(file)).mtimeMs;
  } catch {
    return notFound();
  }
  const type = SOURCE_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const { body, contentType } = await transformImage(
    `${file}@${mtime}`,
    () => readFile(file),
    type,
    options,
  );
  return new Response(Buffer.from(body), {
    headers: {
      'content-type': contentType,
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      // The images are shown by the site's own pages only.
      'cross-origin-resource-policy': 'same-origin',
    },
  });
}
