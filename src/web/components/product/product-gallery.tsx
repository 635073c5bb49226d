import { useState } from 'react';
import { galleryImage, galleryImageAt } from '../../../core/images';

/** DESIGN §5: the product's own gallery (thumbnails only when there is more than one picture). */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <div>
      {current && (
        <img
          src={current}
          srcSet={galleryImage(current).srcSet}
          sizes="(min-width: 1024px) 36rem, 100vw"
          width={800}
          height={800}
          alt={images.length > 1 ? `${name}, picture ${index + 1} of ${images.length}` : name}
          fetchPriority="high"
          decoding="async"
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
                <img
                  src={galleryImageAt(image, 400)}
                  alt=""
                  width={400}
                  height={400}
                  loading="lazy"
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
