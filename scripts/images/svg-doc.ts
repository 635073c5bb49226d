// Small helpers for writing SVG as strings: escaping, the document wrapper and ids that stay
// unique when several drawings share one document (the Open Graph image holds several packs).

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export function svgDocument(width: number, height: number, content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${content}</svg>`
  );
}

/** Makes document-unique ids for gradients and clip paths: `id('shade')`. */
export type Ids = (name: string) => string;

/** Returns a function making ids under one prefix: `idScope('jar')('shade')` gives `jar-shade`. */
export function idScope(prefix: string): Ids {
  return (name) => `${prefix}-${name}`;
}

/** A drawing with the gradients and filters it needs; `defs` are gathered into the document. */
export interface Art {
  defs: string;
  body: string;
}

/** Rounds coordinates so the SVG stays short and its hash stable. */
export const n = (value: number) => Math.round(value * 10) / 10;

/** A deterministic pseudo-random sequence, so a rerun draws (and hashes) identically. */
export function seededRandom(seed: string | number): () => number {
  let h =
    typeof seed === 'number'
      ? seed
      : [...seed].reduce((a, c) => Math.imul(a ^ c.charCodeAt(0), 16777619), 2166136261);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}
