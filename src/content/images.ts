import type { ContentAsset } from './model';

export type ImageOptions = { width?: number; format?: 'webp' | 'jpg' | 'png' };

/** Contentful Images API defaults of the site: width 800, webp. */
export const DEFAULT_IMAGE = { width: 800, format: 'webp' } as const;

export type ContentImage = { src: string; width: number; height: number; alt: string };

/** An image URL with the Images API options; local assets are served with the same parameters. */
export function imageUrl(
  url: string,
  { width = DEFAULT_IMAGE.width, format = DEFAULT_IMAGE.format }: ImageOptions = {},
): string {
  const absolute = url.startsWith('//') ? `https:${url}` : url;
  const separator = absolute.includes('?') ? '&' : '?';
  return `${absolute}${separator}w=${width}&fm=${format}`;
}

/** The size the image is delivered at: never wider than requested or than the original. */
export function deliveredSize(
  asset: Pick<ContentAsset, 'width' | 'height'>,
  width: number = DEFAULT_IMAGE.width,
) {
  const w = asset.width ?? width;
  const h = asset.height ?? Math.round((width * 9) / 16);
  const scale = Math.min(1, width / w);
  return { width: Math.round(w * scale), height: Math.round(h * scale) };
}

/** The src, size and alt text of a content image (alt from the asset's description, else its title). */
export function contentImage(
  asset: ContentAsset,
  options: ImageOptions = {},
  alt?: string,
): ContentImage {
  const width = options.width ?? DEFAULT_IMAGE.width;
  return {
    src: imageUrl(asset.url, options),
    ...deliveredSize(asset, width),
    alt: alt ?? (asset.description || asset.title),
  };
}

/** A content image as a link-preview picture: JPEG (every social network takes it), 1200 wide at most; alt: its description, else `fallbackAlt`. */
export function shareImage(asset: ContentAsset, fallbackAlt?: string) {
  const options = { width: 1200, format: 'jpg' } as const;
  const { src, width, height, alt } = contentImage(
    asset,
    options,
    asset.description || fallbackAlt,
  );
  return { url: src, width, height, alt };
}
