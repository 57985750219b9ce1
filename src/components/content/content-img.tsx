import type { ContentImage } from '@/content/images';

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
