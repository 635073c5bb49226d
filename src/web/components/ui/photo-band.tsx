import type { ReactNode } from 'react';
import type { Picture } from '../../../core/images';
import { ResponsiveImage } from './responsive-image';

interface PhotoBandProps {
  photo: Picture;
  /** How much of the photo shows through the dark band, as a Tailwind opacity class. */
  opacity: 'opacity-30' | 'opacity-40';
  children: ReactNode;
}

/** A dark band with a dimmed photo behind it, for a page's opening: light text reads on it. */
export function PhotoBand({ photo, opacity, children }: PhotoBandProps) {
  return (
    <section className="relative isolate overflow-hidden bg-earth-950 text-shea-50">
      {/* Asked for at the band's width: where the band is taller than 16:9 the photo is drawn
          larger and a little soft, which the dimming hides. It is the page's largest picture. */}
      <ResponsiveImage
        picture={photo}
        sizes="100vw"
        priority
        alt=""
        className={`absolute inset-0 -z-10 size-full object-cover ${opacity}`}
      />
      {children}
    </section>
  );
}
