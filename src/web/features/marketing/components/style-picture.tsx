import { cn } from '@/lib/cn';
import type { StyleImage } from '../content/landing-styles';

/** A style artwork: AVIF where the browser takes it, WebP otherwise; sized up front so nothing shifts. */
export function StylePicture({
  image,
  eager = false,
  className,
}: {
  image: StyleImage;
  /** Load at once (above the fold); below the fold the browser loads it when it comes near. */
  eager?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} />
      <img
        src={image.webp}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={cn('block h-auto w-full', className)}
      />
    </picture>
  );
}
