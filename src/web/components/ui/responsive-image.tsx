import type { ComponentProps } from 'react';
import { preload } from 'react-dom';
import { dataSaverSizes } from '../../../core/data-saver';
import type { Picture } from '../../../core/images';
import { useDataSaver } from '../../lib/data-saver-context';

type ImgProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'>;

interface ResponsiveImageProps extends ImgProps {
  picture: Picture;
  /** The slot's drawn width at each breakpoint: the browser picks the file from it. */
  sizes: string;
  alt: string;
  /**
   * The page's largest picture (its LCP): fetched eagerly at high priority, and preloaded from the
   * <head> so the download starts before the browser reaches the <picture>.
   */
  priority?: boolean;
}

/**
 * A shop picture: AVIF where the browser shows it, WebP otherwise, each at the width the slot
 * needs (with data saver, at the screen's CSS pixels rather than its device pixels). The width and
 * height keep its box from moving the page while it loads.
 */
export function ResponsiveImage({
  picture,
  sizes: slotSizes,
  priority = false,
  loading,
  decoding = priority ? undefined : 'async',
  fetchPriority = priority ? 'high' : undefined,
  ...img
}: ResponsiveImageProps) {
  // Data saver: about one file pixel per CSS pixel, a quarter of the bytes on a sharp phone screen.
  const savingData = useDataSaver().on;
  const sizes = savingData ? dataSaverSizes(slotSizes) : slotSizes;
  // Chromium's look-ahead fetch before layout reads data saver's density conditions otherwise than
  // layout does and took the largest file as well as the right one: a lazy picture waits for layout.
  const eager = priority && !savingData;
  // The <img> in a <picture> is never preloaded by React itself (it cannot know which source wins),
  // so the preferred source is named here: the same srcset and sizes, so the browser picks the same
  // file, and one format only, so nothing is fetched twice.
  const best = picture.sources[0];
  if (eager) {
    preload(picture.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(best && { imageSrcSet: best.srcSet, imageSizes: sizes, type: best.type }),
    });
  }
  return (
    // `contents`: the <picture> draws no box of its own, so the <img> sizes and places itself as
    // it would alone. Its <source>s then join the parent's box too, where Chromium lays them out
    // as empty blocks: hidden, they take no gap in a flex row (a reseller's product card ran 32 px
    // past a phone's edge).
    <picture className="contents">
      {picture.sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={sizes}
          className="hidden"
        />
      ))}
      <img
        {...img}
        src={picture.src}
        width={picture.width}
        height={picture.height}
        loading={loading ?? (eager ? 'eager' : 'lazy')}
        decoding={decoding}
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}
