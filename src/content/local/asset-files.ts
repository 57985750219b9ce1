import path from 'node:path';
import type { SpaceKey } from '../source';

/** Where the site serves a local store's asset files. */
export const LOCAL_ASSET_PREFIX = '/content-assets';

const CTF_URL =
  /^(?:https?:)?\/\/((?:images|assets|downloads|videos)\.(?:eu\.)?ctfassets\.net)\/(.+)$/;
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const SERVED = new Set(['.png', '.jpg', '.jpeg', '.webp', '.gif']);

/**
 * The same-site URL of an asset file of the local store. `contentful space export --download-assets`
 * saves `//images.ctfassets.net/a/b/c/x.png` as `<export dir>/images.ctfassets.net/a/b/c/x.png`.
 */
export function localAssetUrl(space: SpaceKey, url: string): string {
  const match = CTF_URL.exec(url);
  if (!match) return url;
  return `${LOCAL_ASSET_PREFIX}/${space}/${match[1]}/${match[2]}`;
}

/** The file behind a local asset path (segments after the prefix), or null if it is not one we serve. */
export function localAssetFile(contentDir: string, segments: readonly string[]): string | null {
  const [space, ...rest] = segments;
  if ((space !== 'card' && space !== 'sme') || rest.length < 2) return null;
  if (!rest.every((s) => SEGMENT.test(s) && !s.includes('..'))) return null;
  const last = rest.at(-1) ?? '';
  if (!SERVED.has(path.extname(last).toLowerCase())) return null;
  const root = path.resolve(contentDir, space);
  const file = path.resolve(root, ...rest);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}
