// Data saver: a shopper who pays for every megabyte gets smaller pictures, the system's own fonts,
// a slideshow that waits for her, nothing fetched ahead, and on pages that are the same for every
// shopper, the page's scripts only once she taps a control. It is on when the browser sends
// `Save-Data: on`, or when she turned the footer's switch on; turning the switch off wins over the
// header. The server's page cache keys pages by the same reading, so both use this one parser.

import { cookieValue } from './cookie-header';

export const DATA_SAVER_COOKIE = 'data_saver';

export type DataSaverChoice = 'on' | 'off';

/** The footer switch's remembered choice, or null when she never used it. */
export function dataSaverChoice(cookieHeader: string | null | undefined): DataSaverChoice | null {
  const value = cookieValue(cookieHeader, DATA_SAVER_COOKIE);
  return value === 'on' || value === 'off' ? value : null;
}

/** Whether a request asks for the light pages: the remembered switch, else the browser's header. */
export function wantsDataSaver(
  cookieHeader: string | null | undefined,
  saveDataHeader: string | string[] | null | undefined,
): boolean {
  const choice = dataSaverChoice(cookieHeader);
  if (choice) return choice === 'on';
  const header = Array.isArray(saveDataHeader) ? saveDataHeader.join(',') : saveDataHeader;
  // The header's only defined value is "on"; anything else means nothing was asked.
  return header?.trim().toLowerCase() === 'on';
}

// Densities above 1 that are common on phones: each gets the slot's width divided by it, so the
// browser, which picks the first file at least slot × density wide, picks about one file pixel
// per CSS pixel.
const DENSITIES = [3, 2] as const;

/**
 * The `sizes` of a picture drawn at about one file pixel per CSS pixel on sharp screens: a file a
 * quarter to a ninth of the bytes, a little softer. Each entry of `sizes` ("(min-width: 640px)
 * 100vw" or a last "134vw") is repeated for the common densities, in order, so the first entry
 * that matches is still the one the original would have used.
 */
export function dataSaverSizes(sizes: string): string {
  return (
    sizes
      // Commas outside brackets: `min(100vw, 20rem)` is one length.
      .split(/,(?![^(]*\))/)
      .flatMap((raw) => {
        const entry = raw.trim();
        // A media condition is bracketed tests joined by "and"; the length is what follows.
        const [, condition, length = entry] = /^(\([^)]*\)(?:\s+and\s+\([^)]*\))*)\s+(.+)$/.exec(entry) ?? [];
        const scaled = DENSITIES.map((density) => {
          const when = `(min-resolution: ${density}dppx)`;
          return `${condition ? `${condition} and ${when}` : when} calc(${length} / ${density})`;
        });
        return [...scaled, entry];
      })
      .join(', ')
  );
}

/**
 * Set on an element once the page is interactive (root.tsx): the held-back scripts' loader waits
 * for it before it repeats the tap that started them, and browser tests before they click.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
