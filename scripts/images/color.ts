// Colour arithmetic for shading: every pack is drawn from a five-colour palette, so highlights,
// shadows and rims are derived here instead of being hand-picked per product.

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const clean = hex.replace('#', '');
  const full = clean.length === 3 ? [...clean].map((c) => c + c).join('') : clean.slice(0, 6);
  const value = Number.parseInt(full, 16);
  if (Number.isNaN(value)) throw new Error(`Not a hex colour: ${hex}`);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  const channel = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** Blend `a` toward `b`; amount 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([0, 1, 2].map((i) => ca[i]! + (cb[i]! - ca[i]!) * amount) as Rgb);
}

export const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount);

/** Darken toward a warm near-black, so shadows stay brown rather than grey. */
export const darken = (hex: string, amount: number) => mix(hex, '#1c1008', amount);

/** Perceived brightness, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}
