// The brand's fixed words and colours, shared by the logo, labels and every illustration.

export const BRAND_NAME = 'Heritage Shea';
export const SLOGAN = 'Timeless Beauty, Rooted in Nature';

/** Warm, natural palette: shea ivory, earth browns, gold and soft greens. */
export const BRAND = {
  ivory: '#f7f0e3',
  cream: '#efe3cc',
  sand: '#e2cfae',
  gold: '#c49a4a',
  goldLight: '#e3c27a',
  earth: '#6b4226',
  cocoa: '#3d2616',
  leaf: '#7d9468',
  leafDark: '#4f6a45',
  sage: '#b9c6a6',
} as const;

// librsvg only sees the fonts installed on the build machine; browsers opening logo.svg fall back.
export const SERIF = "'DejaVu Serif', Georgia, 'Times New Roman', serif";
export const SANS = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
export const NARROW_SANS = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
