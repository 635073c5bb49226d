// A tax invoice or credit note as an A4 PDF, for the buyer to download and keep. Standard fonts
// only, so the file embeds no font and nothing is fetched while it is made; the verification QR
// code is drawn as vector squares, so it prints sharp at any size.
import { PDFDocument } from 'pdf-lib';
import { formatShopDateTime } from '../../../core/shop-time';
import type { TaxInvoicePrintable } from '../../../core/tax-invoice-printable';
import { drawControlUnit } from './invoice-pdf-control-unit';
import { drawLines, drawVatSummary } from './invoice-pdf-lines';
import { invoiceTitle, tradingAsLine } from '../../../core/tax-invoice-wording';
import { MUTED, PdfPageWriter } from '../printing';

function drawHeading(writer: PdfPageWriter, invoice: TaxInvoicePrintable): void {
  const { seller } = invoice;
  const top = writer.y;
  writer.text(invoiceTitle(invoice), writer.left, top, { size: 20, bold: true });
  if (invoice.originalInvoiceNumber !== null) {
    writer.text(`Credit note for invoice ${invoice.originalInvoiceNumber}`, writer.left, top - 28, {
      size: 10,
    });
  }
  // The seller's block, right-aligned across from the title.
  const tradingAs = tradingAsLine(seller);
  const lines = [...(tradingAs ? [tradingAs] : []), `KRA PIN ${seller.pin}`, `Branch ${seller.branchId}`];
  writer.text(seller.name, writer.right, top, { size: 11, bold: true, align: 'right' });
  lines.forEach((line, index) => writer.text(line, writer.right, top - 15 - index * 12, { align: 'right' }));
  writer.y = top - 40 - lines.length * 12 + 12;
  writer.rule(writer.y + 8);
}

/** Label above value, one pair under another; returns the height used. */
function drawFacts(writer: PdfPageWriter, facts: [string, string][], x: number, width: number): number {
  let y = writer.y;
  for (const [label, value] of facts) {
    writer.text(label, x, y, { size: 8, color: MUTED });
    const lines = writer.wrap(value, width, { size: 10 });
    lines.forEach((line, index) => writer.text(line, x, y - 11 - index * 13, { size: 10 }));
    y -= 11 + lines.length * 13 + 6;
  }
  return writer.y - y;
}

function drawParties(writer: PdfPageWriter, invoice: TaxInvoicePrintable): void {
  const half = writer.width / 2;
  const buyer: [string, string][] = [['Buyer', invoice.buyer.name]];
  if (invoice.buyer.pin.trim()) buyer.push(["Buyer's KRA PIN", invoice.buyer.pin]);
  const numberLabel = invoice.kind === 'credit_note' ? 'Credit note number' : 'Invoice number';
  const details: [string, string][] = [
    [numberLabel, String(invoice.invoiceNumber)],
    ['Order number', invoice.orderNumber],
    ['Date', formatShopDateTime(invoice.date)],
  ];
  const height = Math.max(
    drawFacts(writer, buyer, writer.left, half - 16),
    drawFacts(writer, details, writer.left + half, half),
  );
  writer.y -= height;
  if (invoice.reason) {
    writer.y -= drawFacts(writer, [['Reason', invoice.reason]], writer.left, writer.width);
  }
  writer.y -= 8;
}

/** The document's name in a reader's title bar and file list: 'Tax invoice 12'. */
export const invoiceDocumentName = (invoice: TaxInvoicePrintable): string =>
  `${invoiceTitle(invoice)} ${invoice.invoiceNumber}`;

export async function renderInvoicePdf(invoice: TaxInvoicePrintable): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const name = invoiceDocumentName(invoice);
  document.setTitle(name, { showInWindowTitleBar: true });
  document.setAuthor(invoice.seller.name);
  document.setSubject(`Order ${invoice.orderNumber}`);
  document.setCreator(invoice.seller.tradingName);
  document.setProducer(invoice.seller.tradingName);
  document.setLanguage('en-KE');
  // Dated by the invoice, not by when it was drawn: the same invoice is the same file every time.
  document.setCreationDate(new Date(invoice.date));
  document.setModificationDate(new Date(invoice.date));

  const writer = await PdfPageWriter.start(document);
  drawHeading(writer, invoice);
  drawParties(writer, invoice);
  drawLines(writer, invoice);
  drawVatSummary(writer, invoice);
  drawControlUnit(writer, invoice);
  writer.numberPages(name);
  return document.save();
}
