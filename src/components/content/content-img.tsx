import { contentImage, type ContentImage } from '@/content/images';
import type { ContentAsset } from '@/content/model';

/**
 * A content image at the size the Images API (or the local store) delivers it, with width and height
 * set so nothing shifts. Already resized and in webp, so no image service optimises it again.
 */
export function ContentImg({
  image,
  className = '',
  decorative = false,
  priority = false,
  sizes,
  srcSet,
}: {
  image: ContentImage;
  className?: string;
  decorative?: boolean;
  priority?: boolean;
  sizes?: string;
  srcSet?: string;
}) {
  return (
    <img
      src={image.src}
      {...(srcSet ? { srcSet, sizes } : {})}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={`h-auto max-w-full ${className}`}
    />
  );
}

/**
 * An entry's picture (cover, hero, logo) where it has one, at most `width` wide: decorative, as the
 * entry's title beside it says what it is.
 */
export function EntryPicture({
  asset,
  width,
  priority,
  className,
}: {
  asset: ContentAsset | undefined;
  width?: number;
  priority?: boolean;
  className: string;
}) {
  return asset ? (
    <ContentImg
      image={contentImage(asset, { width })}
      decorative
      priority={priority}
      className={className}
    />
  ) : null;
}
