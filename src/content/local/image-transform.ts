import { ContentQueryError } from '../source';

export type ImageFormat = 'webp' | 'jpg' | 'png';
const TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};
const MAX_WIDTH = 4000;

/** The Images API options the local store honours: `w` (1–4000) and `fm` (webp, jpg, png). */
export function parseImageOptions(params: URLSearchParams): {
  width?: number;
  format?: ImageFormat;
} {
  const w = params.get('w');
  const fm = params.get('fm');
  if (w !== null && !(/^\d{1,4}$/.test(w) && Number(w) >= 1 && Number(w) <= MAX_WIDTH))
    throw new ContentQueryError(`Invalid w: ${w}`);
  if (fm !== null && !(fm in TYPES)) throw new ContentQueryError(`Invalid fm: ${fm}`);
  return { ...(w ? { width: Number(w) } : {}), ...(fm ? { format: fm as ImageFormat } : {}) };
}

const cache = new Map<string, Promise<{ body: Uint8Array; contentType: string }>>();
const CACHE_SIZE = 300;

/** Resizes (never enlarges) and converts a local asset like the Images API would; results are kept in memory. */
export function transformImage(
  key: string,
  read: () => Promise<Buffer>,
  sourceType: string,
  { width, format }: { width?: number; format?: ImageFormat },
) {
  const cacheKey = `${key}|${width ?? ''}|${format ?? ''}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const result = (async () => {
    const input = await read();
    if (!width && !format) return { body: new Uint8Array(input), contentType: sourceType };
    const sharp = (await import('sharp')).default;
    let pipeline = sharp(input);
    if (width) pipeline = pipeline.resize({ width, withoutEnlargement: true });
    if (format === 'webp') pipeline = pipeline.webp({ quality: 80 });
    else if (format === 'jpg') pipeline = pipeline.jpeg({ quality: 80 });
    else if (format === 'png') pipeline = pipeline.png();
    const body = new Uint8Array(await pipeline.toBuffer());
    return { body, contentType: format ? TYPES[format] : sourceType };
  })();
  cache.set(cacheKey, result);
  result.catch(() => cache.delete(cacheKey));
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
  return result;
}
