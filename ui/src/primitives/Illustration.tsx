import type { Picture } from '../content/types';

export interface IllustrationProps {
  readonly picture: Picture;
  /** Above the fold: load at once with high priority. Otherwise lazy. */
  readonly priority?: boolean;
  readonly className?: string;
}

/** An image with its size set (no layout shift), lazy below the fold. */
export function Illustration({ picture, priority = false, className }: IllustrationProps) {
  return (
    <img
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
