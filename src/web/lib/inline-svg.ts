/** An SVG document split into what an inline `<svg>` element needs: its viewBox and its content. */
export interface InlineSvg {
  viewBox: string;
  content: string;
}

const DOCUMENT = /^\s*(?:<\?xml[^>]*>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;

/** Reads an SVG file's text (one root `<svg>` with a viewBox) for drawing inline. */
export function inlineSvg(svg: string): InlineSvg {
  const [, attributes, content] = DOCUMENT.exec(svg) ?? [];
  const viewBox = attributes && /\bviewBox="([^"]+)"/.exec(attributes)?.[1];
  if (!viewBox || content === undefined) throw new Error('Not an SVG document with a viewBox');
  return { viewBox, content };
}
