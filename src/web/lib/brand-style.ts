import type { CSSProperties } from 'react';
import { DEFAULT_MAIN_COLOUR, hoverShade } from '../../core/brand-colour';

/**
 * The owner's main colour as the theme's primary (app.css: --color-earth-700, its hover shade
 * --color-earth-800), set on <html> so every utility that names them follows. None at SPEC's.
 */
export function brandColourStyle(mainColour: string): CSSProperties | undefined {
  if (mainColour === DEFAULT_MAIN_COLOUR) return undefined;
  return { '--color-earth-700': mainColour, '--color-earth-800': hoverShade(mainColour) } as CSSProperties;
}
