// What a reader finds in one of the shop's PDFs, for the tests: pdf-lib cannot extract text, so the
// page's drawing is decoded and its strings read back.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
  type PDFPage,
} from 'pdf-lib';
import { expect } from 'vitest';

/**
 * What a reader finds in the file: pdf-lib compresses each page's drawing (FlateDecode) and writes
 * text as WinAnsi hex strings, so both are undone here, page by page.
 */
export interface ReadPage {
  operators: string;
  text: string[];
  links: string[];
}

function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return streams
    .map((ref) => page.doc.context.lookup(ref))
    .map((stream) => {
      if (!(stream instanceof PDFRawStream)) throw new Error('expected a stored stream');
      return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    })
    .join('\n');
}

function pageLinks(page: PDFPage): string[] {
  const annotations = page.node.Annots()?.asArray() ?? [];
  return annotations.map((ref) => {
    const action = page.doc.context.lookup(ref, PDFDict).lookup(PDFName.of('A'), PDFDict);
    return action.lookup(PDFName.of('URI'), PDFString).decodeText();
  });
}

const winAnsi = new TextDecoder('windows-1252');

export async function readPdf(bytes: Uint8Array) {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages: ReadPage[] = document.getPages().map((page) => {
    const operators = pageContent(page);
    const text = [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) =>
      winAnsi.decode(Buffer.from(m[1]!, 'hex')),
    );
    return { operators, text, links: pageLinks(page) };
  });
  return { document, pages, text: pages.flatMap((page) => page.text) };
}

/** The QR code's squares (marked `/QRCode` content) put back on a grid of modules. */
export function drawnQr(operators: string): boolean[][] | null {
  const block = /\/QRCode BMC([\s\S]*?)EMC/.exec(operators)?.[1];
  if (!block) return null;
  const squares = [...block.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((m) =>
    m.slice(1, 5).map(Number),
  ) as [number, number, number, number][];
  const module = Math.min(...squares.map(([, , , height]) => height));
  const left = Math.min(...squares.map(([x]) => x));
  const top = Math.max(...squares.map(([, y, , height]) => y + height));
  const size = Math.round((Math.max(...squares.map(([x, , width]) => x + width)) - left) / module);
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [x, y, width, height] of squares) {
    expect(height).toBeCloseTo(module, 6);
    const row = Math.round((top - y - height) / module);
    const column = Math.round((x - left) / module);
    for (let i = 0; i < Math.round(width / module); i += 1) grid[row]![column + i] = true;
  }
  return grid;
}
