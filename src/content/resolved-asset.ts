import type { ResolvedAsset } from './source';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

type FileField = {
  url?: unknown;
  contentType?: unknown;
  fileName?: unknown;
  details?: { image?: { width?: unknown; height?: unknown } };
};

/**
 * An asset's fields in one locale (title, description, file), as both Contentful and its export
 * hold them, in our plain shape; undefined when there is no file to show.
 */
export function toResolvedAsset(
  id: string,
  fields: Record<string, unknown>,
  assetUrl: (url: string) => string = (u) => u,
): ResolvedAsset | undefined {
  const file = fields.file as FileField | undefined;
  if (!file || typeof file.url !== 'string') return undefined;
  const image = file.details?.image;
  return {
    kind: 'asset',
    id,
    title: str(fields.title),
    description: str(fields.description),
    url: assetUrl(file.url),
    contentType: str(file.contentType),
    fileName: str(file.fileName),
    ...(typeof image?.width === 'number' && typeof image.height === 'number'
      ? { width: image.width, height: image.height }
      : {}),
  };
}
