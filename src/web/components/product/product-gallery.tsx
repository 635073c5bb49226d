import { useState } from 'react';
import { galleryPicture } from '../../../core/images';
import { ResponsiveImage } from '../ui/responsive-image';

// The gallery is the page's left column from 1024 px (34rem in the 76rem page), else its full width.
const MAIN_SIZES = '(min-width: 1216px) 34rem, (min-width: 1024px) calc(50vw - 4rem), calc(100vw - 2rem)';
// Four thumbnails to a row under the main picture.
const THUMBNAIL_SIZES = '(min-width: 1216px) 8rem, (min-width: 1024px) calc(12.5vw - 1.5rem), 25vw';

/** DESIGN §5: the product's own gallery (thumbnails only when there is more than one picture). */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <div>
      {current && (
        <ResponsiveImage
          picture={galleryPicture(current)}
          sizes={MAIN_SIZES}
          priority
          alt={images.length > 1 ? `${name}, picture ${index + 1} of ${images.length}` : name}
          className="aspect-square w-full rounded-panel bg-shea-200 object-cover shadow-card"
        />
      )}
      {images.length > 1 && (
        <ul className="mt-4 grid grid-cols-4 gap-3" aria-label="More pictures">
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show picture ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                className={`block overflow-hidden rounded-card border-2 ${i === index ? 'border-earth-700' : 'border-transparent'}`}
              >
                <ResponsiveImage
                  picture={galleryPicture(image)}
                  sizes={THUMBNAIL_SIZES}
                  alt=""
                  className="aspect-square w-full bg-shea-200 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
