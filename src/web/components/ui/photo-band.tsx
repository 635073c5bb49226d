import type { ReactNode } from 'react';
import type { ResponsiveImage } from '../../../core/images';

interface PhotoBandProps {
  photo: ResponsiveImage;
  /** How much of the photo shows through the dark band, as a Tailwind opacity class. */
  opacity: 'opacity-30' | 'opacity-40';
  children: ReactNode;
}

/** A dark band with a dimmed photo behind it, for a page's opening: light text reads on it. */
export function PhotoBand({ photo, opacity, children }: PhotoBandProps) {
  return (
    <section className="relative isolate overflow-hidden bg-earth-950 text-shea-50">
      <img
        src={photo.src}
        srcSet={photo.srcSet}
        sizes={photo.sizes}
        width={photo.width}
        height={photo.height}
        alt=""
        className={`absolute inset-0 -z-10 size-full object-cover ${opacity}`}
      />
      {children}
    </section>
  );
}
