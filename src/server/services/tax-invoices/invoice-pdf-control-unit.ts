// The part of the invoice PDF that makes it a valid eTIMS invoice: the control unit's marks and
// the verification QR code, or, before KRA has answered, a line saying so and no code at all.
import { PDFString } from 'pdf-lib';
import { formatShopDateTime } from '../../../core/shop-time';
import type { TaxInvoicePrintable } from '../../../core/tax-invoice-printable';
import { awaitingKraWords, webLink } from '../../../core/tax-invoice-wording';
import { drawQrCode, MUTED, type PdfPageWriter } from '../printing';

/** The code's side, quiet zone included: about 38 mm, well above a phone camera's minimum. */
const QR_SIDE = 108;
const LABEL_WIDTH = 110;
const LINE_HEIGHT = 12;

/** A clickable area over `rect` ([left, bottom, right, top]) that opens `url`. */
function linkArea(writer: PdfPageWriter, url: string, rect: [number, number, number, number]): void {
  const context = writer.page.doc.context;
  const annotation = context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: rect,
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
  });
  writer.page.node.addAnnot(context.register(annotation));
}

function drawMarks(writer: PdfPageWriter, cu: NonNullable<TaxInvoicePrintable['cu']>, width: number): void {
  const rows: [string, string][] = [
    ['CU serial number', cu.serialNumber],
    ['CU invoice number', cu.invoiceNumber],
    ['Receipt signature', cu.signature],
    ['Internal data', cu.internalData],
    ['CU date and time', formatShopDateTime(cu.dateTime)],
  ];
  for (const [label, value] of rows) {
    const lines = writer.wrap(value, width - LABEL_WIDTH);
    writer.text(label, writer.left, writer.y, { size: 8, color: MUTED });
    lines.forEach((line, index) =>
      writer.text(line, writer.left + LABEL_WIDTH, writer.y - index * LINE_HEIGHT),
    );
    writer.y -= lines.length * LINE_HEIGHT + 4;
  }
}

const LINK_LINE = 10;

const linkLines = (writer: PdfPageWriter, url: string) => writer.wrap(url, writer.width, { size: 8 });

/** The link under the code, for whoever cannot scan it; clickable when it is a web address. */
function drawVerificationLink(writer: PdfPageWriter, url: string, qrRect: [number, number, number, number]) {
  const href = webLink(url);
  writer.text('Verify this invoice with KRA', writer.left, writer.y, { size: 8, color: MUTED });
  writer.y -= 11;
  const lines = linkLines(writer, url);
  lines.forEach((line, index) => {
    const top = writer.y - index * LINK_LINE;
    writer.text(line, writer.left, top, { size: 8 });
    const right = writer.left + writer.textWidth(line, { size: 8 });
    if (href) linkArea(writer, href, [writer.left, top - 9, right, top + 1]);
  });
  if (href) linkArea(writer, href, qrRect);
  writer.y -= lines.length * LINK_LINE;
}

function drawAwaitingKra(writer: PdfPageWriter, invoice: TaxInvoicePrintable): void {
  const words = awaitingKraWords(invoice);
  writer.text(words.heading, writer.left, writer.y, { size: 10, bold: true });
  writer.y -= 15;
  for (const line of writer.wrap(words.detail, writer.width)) {
    writer.text(line, writer.left, writer.y, { color: MUTED });
    writer.y -= LINE_HEIGHT;
  }
}

export function drawControlUnit(writer: PdfPageWriter, invoice: TaxInvoicePrintable): void {
  const { cu, qrUrl } = invoice;
  writer.y -= 20;
  // The whole block stays on one page: the link's clickable areas are placed on the QR's page.
  const linkHeight = qrUrl ? linkLines(writer, qrUrl).length * LINK_LINE + 17 : 0;
  writer.ensure(20 + (cu ? Math.max(QR_SIDE, 5 * (LINE_HEIGHT + 4)) + linkHeight : 40));
  writer.text('KRA control unit', writer.left, writer.y, { size: 11, bold: true });
  writer.y -= 20;
  if (!cu) return drawAwaitingKra(writer, invoice);
  if (!qrUrl) return drawMarks(writer, cu, writer.width);
  const top = writer.y + 4;
  const qrRect: [number, number, number, number] = [writer.right - QR_SIDE, top - QR_SIDE, writer.right, top];
  drawQrCode(writer, qrUrl, qrRect[0], top, QR_SIDE);
  drawMarks(writer, cu, writer.width - QR_SIDE - 12);
  writer.y = Math.min(writer.y, top - QR_SIDE) - 6;
  drawVerificationLink(writer, qrUrl, qrRect);
}
