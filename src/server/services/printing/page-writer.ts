// A top-to-bottom writer over the pages of a PDF: it keeps the cursor, starts a new page when a
// block would not fit (so a long invoice continues instead of running off the paper), and passes
// every string through pdfSafe before the standard fonts see it. A4 sheets, or a receipt roll whose
// page is cut where its content ends.
import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { pdfSafe } from './safe-text';

/** The paper a writer fills, in PDF points (1/72 inch). */
export interface Paper {
  width: number;
  /** Null for a roll: the page is as long as its content. */
  height: number | null;
  margin: number;
  /** Kept free at the foot of every page for its page number. */
  footer: number;
}

export const A4: Paper = { width: 595.28, height: 841.89, margin: 42, footer: 28 };

/**
 * An 80 mm receipt roll. Its printers leave about 4 mm blank at each edge, so the margin keeps the
 * text inside the 72 mm they print.
 */
export const RECEIPT_ROLL: Paper = { width: 226.77, height: null, margin: 12, footer: 0 };

/** How long a roll's page may grow before it is cut: 200 inches, the longest page a PDF may have. */
const ROLL_LIMIT = 14_400;

export const INK = rgb(0.13, 0.11, 0.09);
export const MUTED = rgb(0.4, 0.37, 0.34);
export const RULE = rgb(0.82, 0.79, 0.75);
export const SHADE = rgb(0.95, 0.93, 0.9);

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: typeof INK;
}

export class PdfPageWriter {
  readonly left: number;
  readonly right: number;
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  /** The top of the next thing to draw, in points from the foot of the page. */
  y = 0;
  /** Drawn at the top of each page the writer starts while it is set (a table's header). */
  onNewPage: (() => void) | null = null;

  private constructor(
    private readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    readonly paper: Paper,
  ) {
    this.left = paper.margin;
    this.right = paper.width - paper.margin;
  }

  static async start(document: PDFDocument, paper: Paper = A4): Promise<PdfPageWriter> {
    const regular = await document.embedFont(StandardFonts.Helvetica);
    const bold = await document.embedFont(StandardFonts.HelveticaBold);
    const writer = new PdfPageWriter(document, regular, bold, paper);
    writer.newPage();
    return writer;
  }

  get width(): number {
    return this.right - this.left;
  }

  newPage(): void {
    if (this.pages.length > 0) this.endPage();
    const height = this.paper.height ?? ROLL_LIMIT;
    this.page = this.document.addPage([this.paper.width, height]);
    this.pages.push(this.page);
    this.y = height - this.paper.margin;
    this.onNewPage?.();
  }

  /**
   * Done with the page: a roll's is cut below its content, its drawing moved down to stay on it.
   * Call it once after the last page; starting a new page calls it for the one before.
   */
  endPage(): void {
    if (this.paper.height !== null) return;
    const height = ROLL_LIMIT - this.y + this.paper.margin;
    this.page.translateContent(0, height - ROLL_LIMIT);
    this.page.setSize(this.paper.width, height);
  }

  /** Room for `height` more points here, or a fresh page. */
  ensure(height: number): void {
    if (this.y - height < this.paper.margin + this.paper.footer) this.newPage();
  }

  font(style: TextStyle): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  textWidth(text: string, style: TextStyle = {}): number {
    return this.font(style).widthOfTextAtSize(pdfSafe(text), style.size ?? 9);
  }

  /** One line of text with its top at `top`, from `x` or ending at `x` when right-aligned. */
  text(text: string, x: number, top: number, style: TextStyle & { align?: 'left' | 'right' } = {}): void {
    const size = style.size ?? 9;
    const safe = pdfSafe(text);
    const width = this.font(style).widthOfTextAtSize(safe, size);
    this.page.drawText(safe, {
      x: style.align === 'right' ? x - width : x,
      // The baseline sits about four fifths of the size below the top of Helvetica's capitals.
      y: top - size * 0.8,
      size,
      font: this.font(style),
      color: style.color ?? INK,
    });
  }

  /** `text` broken into lines no wider than `width`; a word too long for a line is cut. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of pdfSafe(text).split(' ').filter(Boolean)) {
      const joined = line ? `${line} ${word}` : word;
      if (this.textWidth(joined, style) <= width) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (this.textWidth(rest, style) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && this.textWidth(rest.slice(0, cut), style) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
    return lines.length > 0 ? lines : [''];
  }

  rule(top: number, color = RULE): void {
    this.page.drawLine({
      start: { x: this.left, y: top },
      end: { x: this.right, y: top },
      thickness: 0.5,
      color,
    });
  }

  /** Each page's number at its foot, once the last page is known: of every page, or of `pages`. */
  numberPages(label: string, pages: readonly PDFPage[] = this.pages): void {
    pages.forEach((page, index) => {
      const text = pdfSafe(`${label} · Page ${index + 1} of ${pages.length}`);
      page.drawText(text, {
        x: this.left,
        y: this.paper.margin - 6,
        size: 8,
        font: this.regular,
        color: MUTED,
      });
    });
  }
}
