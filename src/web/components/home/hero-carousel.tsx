import { Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { contentPicture } from '../../../core/content-images';
import { useDataSaver } from '../../lib/data-saver-context';
import { ResponsiveImage } from '../ui/responsive-image';

// SPEC §2 and §9: the owner's photos (7 by default), a new one every 5 seconds.
const INTERVAL_MS = 5000;

export interface HeroSlide {
  image: string;
  alt: string;
}
// The 16:9 photos cover the box: on phones a 4:3 box, so the photo is drawn a third wider than
// the window; from 640 px a 16:9 box; from 1024 px the whole hero, about as wide as the window.
const SIZES = '(min-width: 640px) 100vw, 134vw';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The hero photos. It waits while the pointer or focus is on it, when the shopper pauses it, and
 * never moves by itself for people who ask for reduced motion or save data. A photo is only fetched
 * once it is the current or the next one (with data saver, only the current), so the first paint
 * loads one picture.
 */
export function HeroCarousel({
  slides: content,
  className = '',
}: {
  slides: HeroSlide[];
  className?: string;
}) {
  const slides = content.map((slide) => ({ ...contentPicture(slide.image), alt: slide.alt }));
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [seen, setSeen] = useState(1);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { on: savingData } = useDataSaver();
  // Data saver: still until the shopper presses Play, so no photo downloads unasked.
  const [paused, setPaused] = useState(savingData);

  const show = (index: number) => {
    setCurrent(index);
    setSeen((n) => Math.max(n, index + 1));
  };

  useEffect(() => {
    if (hovered || focused || paused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => {
      setCurrent((index) => {
        const next = (index + 1) % count;
        setSeen((n) => Math.max(n, next + 1));
        return next;
      });
    }, INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [hovered, focused, paused, count]);

  return (
    <div
      className={`relative overflow-hidden bg-shea-200 ${className}`}
      role="region"
      aria-roledescription="carousel"
      aria-label="Our community"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {slides.map(({ alt, ...image }, index) => {
        // The next photo is fetched ahead so the change never shows a blank frame; not when saving data.
        const ahead = savingData ? 0 : 1;
        if (index >= seen + ahead && index !== current) return null;
        return (
          <ResponsiveImage
            key={index}
            picture={image}
            sizes={SIZES}
            alt={index === current ? `${alt}, photo ${index + 1} of ${count}` : ''}
            aria-hidden={index === current ? undefined : true}
            priority={index === 0}
            fetchPriority={index === 0 ? 'high' : 'low'}
            className={`absolute inset-0 size-full object-cover object-[75%_40%] transition-opacity duration-1000 motion-reduce:transition-none lg:object-[center_15%] ${
              index === current ? 'opacity-100' : 'opacity-0'
            }`}
          />
        );
      })}
      {/* On phones the controls start at the left, clear of the chat button in the right corner. */}
      <div className="absolute bottom-4 left-4 z-20 flex items-center rounded-full bg-earth-950/60 px-1 py-1 backdrop-blur-sm sm:right-4 sm:left-auto sm:gap-1 sm:px-2">
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
          className="inline-flex size-8 items-center justify-center rounded-full text-shea-50 hover:bg-earth-950/50"
          style={{ '--focus-ring': 'var(--color-gold-300)' } as React.CSSProperties}
        >
          {paused ? (
            <Play className="size-4" aria-hidden="true" />
          ) : (
            <Pause className="size-4" aria-hidden="true" />
          )}
        </button>
        {slides.map((image, index) => (
          <button
            key={index}
            type="button"
            onClick={() => show(index)}
            aria-label={`Show photo ${index + 1} of ${count}`}
            aria-current={index === current ? 'true' : undefined}
            className="group inline-flex size-8 items-center justify-center rounded-full"
            style={{ '--focus-ring': 'var(--color-gold-300)' } as React.CSSProperties}
          >
            <span
              aria-hidden="true"
              className={`block rounded-full transition-all ${
                index === current ? 'h-2.5 w-5 bg-gold-300' : 'size-2.5 bg-shea-50/80 group-hover:bg-shea-50'
              }`}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
