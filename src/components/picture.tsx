import type { Picture as PictureData } from '../content/types';

/**
 * An image with its intrinsic size (no layout shift); lazy unless it is the page's likely largest paint.
 */
export function Picture({
  picture,
  priority = false,
  className,
  onError,
}: {
  picture: PictureData;
  priority?: boolean;
  className?: string;
  onError?: () => void;
}) {
  return (
    <img
      className={className}
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
      onError={onError}
    />
  );
}
