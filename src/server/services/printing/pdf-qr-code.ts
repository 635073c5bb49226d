// A QR code drawn on a PDF page as vector squares, so it prints sharp at any size and on any printer.
import {
  beginMarkedContent,
  endMarkedContent,
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingRgbColor,
} from 'pdf-lib';
import type { PdfPageWriter } from './page-writer';
import { QR_QUIET_ZONE, qrMatrix, qrRuns } from './qr-code';

/**
 * The code of `text` in a square of `side` points, quiet zone included, its top-left corner at
 * (`x`, `top`). One filled path of one rectangle per run of dark modules leaves no hairline seams
 * between neighbours; it is marked as `/QRCode` content so a reader (and a test) can tell it from
 * other shapes.
 */
export function drawQrCode(writer: PdfPageWriter, text: string, x: number, top: number, side: number): void {
  const matrix = qrMatrix(text);
  const module = side / (matrix.length + 2 * QR_QUIET_ZONE);
  const squares = qrRuns(matrix).map((run) =>
    rectangle(
      x + (run.x + QR_QUIET_ZONE) * module,
      top - (run.y + QR_QUIET_ZONE + 1) * module,
      run.length * module,
      module,
    ),
  );
  writer.page.pushOperators(
    beginMarkedContent('QRCode'),
    pushGraphicsState(),
    setFillingRgbColor(0, 0, 0),
    ...squares,
    fill(),
    popGraphicsState(),
    endMarkedContent(),
  );
}
