// The owner's main colour: the pages' buttons and links (app.css's --color-earth-700 and its
// hover shade --color-earth-800) and the mails' buttons. It carries white text and is itself text
// on the pages' light colours, so it must stand out from both (WCAG 2.2 AA: 4.5:1 for text).

/** SPEC's warm brown, the pages' primary as app.css draws it. */
export const DEFAULT_MAIN_COLOUR = '#6b4226';

export const MIN_CONTRAST = 4.5;

// The light colours the main colour meets (app.css): the text on its buttons (shea-50), the page
// (canvas), cards (surface) and the darkest light panel a link or chip sits on (shea-200).
const LIGHT_COLOURS = ['#fdfaf4', '#fbf7f0', '#fffdf9', '#efe3cc'];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/;

/** '#RGB', 'rgb' or '#RRGGBB' as '#rrggbb'; null when it is not a hex colour. */
export function normaliseHexColour(value: string): string | null {
  const match = HEX.exec(value.trim().toLowerCase());
  if (!match) return null;
  const digits = match[1]!;
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

// WCAG 2.2's relative luminance of an sRGB colour.
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two '#rrggbb' colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The weakest contrast the colour has with the pages' light colours. */
export function weakestContrast(hex: string): number {
  return Math.min(...LIGHT_COLOURS.map((light) => contrastRatio(hex, light)));
}

export function tooLightMessage(hex: string): string {
  const ratio = Math.floor(weakestContrast(hex) * 10) / 10;
  return `Main colour ${hex} is too light: white text on it, and links in it on the pages' light colours, need a contrast of at least ${MIN_CONTRAST}:1 and it has ${ratio}:1. Choose a darker colour.`;
}

/** The shade buttons take under the pointer: a fifth darker, as app.css's earth-800 is to 700. */
export function hoverShade(hex: string): string {
  return `#${channels(hex)
    .map((c) =>
      Math.round(c * 0.8)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
