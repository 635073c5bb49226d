// The logo: the shea-nut-and-leaves mark beside the wordmark, and the mark alone as a square
// app icon. Text uses fonts the browser has (Georgia and friends) when logo.svg is shown in a page.

import { LOGO_SIZE } from '../../src/core/images';
import { BRAND, BRAND_NAME, SERIF, SANS, SLOGAN } from './brand';
import { emblem } from './emblem';
import { escapeXml, svgDocument } from './svg-doc';
import { measure } from './text-fit';

const WORD_X = 108;
const WORD_SIZE = 33;
const WORD_SPACING = 4.5;
const WORD = BRAND_NAME.toUpperCase();
// Letter spacing trails the last letter; the logo ends at the last letter plus a small margin.
const WORD_WIDTH = Math.ceil(measure(WORD, WORD_SIZE, 'serif', WORD_SPACING) - WORD_SPACING);

// The canvas size is shared with pages (for width and height attributes); fail loudly if a
// change to the wordmark no longer fits it.
export const LOGO_WIDTH = LOGO_SIZE.width;
if (WORD_X + WORD_WIDTH > LOGO_WIDTH)
  throw new Error(`The wordmark needs ${WORD_X + WORD_WIDTH} px; LOGO_SIZE allows ${LOGO_WIDTH}.`);

// The slogan is spaced out to run exactly under the wordmark.
const SLOGAN_SIZE = 13;
const SLOGAN_SPACING =
  Math.round(((WORD_WIDTH - 4 - measure(SLOGAN, SLOGAN_SIZE, 'sans')) / (SLOGAN.length - 1)) * 100) / 100;
export const LOGO_HEIGHT = LOGO_SIZE.height;

export interface LogoColours {
  mark: string;
  word: string;
  slogan: string;
}

export const LOGO_ON_LIGHT: LogoColours = { mark: BRAND.gold, word: BRAND.cocoa, slogan: BRAND.earth };
export const LOGO_ON_DARK: LogoColours = { mark: BRAND.goldLight, word: BRAND.ivory, slogan: BRAND.sand };

/** The logo's content at its own size, for placing inside other drawings. */
export function logoArt(colours: LogoColours = LOGO_ON_LIGHT, withSlogan = false): string {
  const ring = `<circle cx="48" cy="48" r="42" fill="none" stroke="${colours.mark}" stroke-width="2"/>`;
  const slogan = withSlogan
    ? `<text x="${WORD_X + 2}" y="80" font-family="${SANS}" font-size="${SLOGAN_SIZE}" letter-spacing="${SLOGAN_SPACING}" ` +
      `textLength="${WORD_WIDTH - 4}" lengthAdjust="spacing" fill="${colours.slogan}">${escapeXml(SLOGAN)}</text>`
    : '';
  const wordY = withSlogan ? 56 : 62;
  return (
    ring +
    emblem(48, 44, 60, colours.mark) +
    // textLength pins the width, so a browser drawing it in Georgia keeps the same layout.
    `<text x="${WORD_X}" y="${wordY}" font-family="${SERIF}" font-size="${WORD_SIZE}" letter-spacing="${WORD_SPACING}" ` +
    `textLength="${WORD_WIDTH}" lengthAdjust="spacing" fill="${colours.word}">${escapeXml(WORD)}</text>` +
    slogan
  );
}

export function logoSvg(colours: LogoColours = LOGO_ON_LIGHT, withSlogan = false): string {
  return svgDocument(LOGO_WIDTH, LOGO_HEIGHT, logoArt(colours, withSlogan));
}

/**
 * The square icon: the gold mark on a deep cocoa tile. `small` is for favicons: no ring, rounded
 * corners and the mark as large as it goes, since at 16 to 32 px detail turns to mush. `maskable`
 * keeps ring and mark well inside the middle 80% circle that a phone's mask (circle, squircle,
 * teardrop) always shows, the tile running to the edges.
 */
export function iconSvg(size = 512, variant: 'app' | 'small' | 'maskable' = 'app'): string {
  const small = variant === 'small';
  const scale = variant === 'maskable' ? 0.8 : 1;
  const r = small ? size * 0.2 : 0;
  const ring = small
    ? ''
    : `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.38 * scale}" fill="none" stroke="${BRAND.goldLight}" stroke-width="${size * 0.014}" opacity="0.8"/>`;
  const content =
    `<defs><radialGradient id="icon-bg" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="#5a3820"/>` +
    `<stop offset="1" stop-color="${BRAND.cocoa}"/></radialGradient></defs>` +
    `<rect width="${size}" height="${size}" rx="${r}" fill="url(#icon-bg)"/>` +
    ring +
    (small
      ? emblem(size / 2, size * 0.44, size * 0.8, BRAND.goldLight)
      : emblem(size / 2, size * (0.5 - 0.03 * scale), size * 0.56 * scale, BRAND.goldLight));
  return svgDocument(size, size, content);
}
