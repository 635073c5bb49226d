// Packing slips as one PDF, a slip a page (a long one goes on over more): on A4 sheets, or on an
// 80 mm receipt roll with each slip cut where it ends. Standard fonts and a vector QR code, as the
// tax invoice, so nothing is fetched while it is made and it prints sharp on a thermal printer.
import { PDFDocument } from 'pdf-lib';
import { deliveryMethodInfo } from '../../../../core/delivery-methods';
import type { PackingSlipOptions } from '../../../../core/packing-slip-query';
import { formatShopDateTime } from '../../../../core/shop-time';
import { A4, drawQrCode, MUTED, PdfPageWriter, RECEIPT_ROLL } from '../../printing';
import { drawItems } from './slip-items';
import type { PackingSlip } from './read';

/** About 32 mm on A4 and 30 mm on the roll: a phone reads either from arm's length. */
const QR_SIDE = { wide: 92, narrow: 86 };

/** Lines of one block: a label, then its lines wrapped to `width`. */
function drawBlock(writer: PdfPageWriter, label: string, lines: string[], x: number, width: number): number {
  let y = writer.y;
  writer.text(label, x, y, { size: 8, color: MUTED });
  y -= 11;
  lines.forEach((line, index) => {
    for (const part of writer.wrap(line, width, { size: 10, bold: index === 0 })) {
      writer.text(part, x, y, { size: 10, bold: index === 0 });
      y -= 13;
    }
  });
  return writer.y - y;
}

function customerLines(slip: PackingSlip): string[] {
  return [slip.customerName, ...(slip.businessName ? [slip.businessName] : []), slip.customerPhone];
}

/** Where the parcel goes: the pickup point with its hours, or the customer's address and area. */
function destination(slip: PackingSlip): { label: string; lines: string[] } {
  if (slip.pickupPoint) {
    const point = slip.pickupPoint;
    return { label: 'Pickup point', lines: [point.name, point.town, point.address, `Hours: ${point.hours}`] };
  }
  return { label: 'Deliver to', lines: [slip.deliveryAddress, slip.deliveryArea] };
}

function drawHeading(writer: PdfPageWriter, slip: PackingSlip, wide: boolean): void {
  const top = writer.y;
  writer.text(slip.shopName, writer.left, top, { size: wide ? 12 : 11, bold: true });
  writer.text('Packing slip', writer.left, top - 18, { size: wide ? 20 : 14, bold: true });
  writer.y = top - (wide ? 46 : 38);
  const facts: [string, string][] = [
    ['Order', slip.orderNumber],
    ['Placed', formatShopDateTime(slip.placedAt)],
    ['Delivery', deliveryMethodInfo(slip.deliveryMethod).label],
  ];
  for (const [label, value] of facts) {
    writer.text(label, writer.left, writer.y, { size: 9, color: MUTED });
    writer.text(value, writer.left + 52, writer.y, {
      size: label === 'Order' ? 11 : 9,
      bold: label === 'Order',
    });
    writer.y -= 15;
  }
  if (wide) {
    // The tracking code beside the heading, where a phone finds it without turning the sheet.
    drawQrCode(writer, slip.trackingUrl, writer.right - QR_SIDE.wide, top + 6, QR_SIDE.wide);
    writer.text(
      'Scan to track',
      writer.right - QR_SIDE.wide / 2 - writer.textWidth('Scan to track', { size: 8 }) / 2,
      top - QR_SIDE.wide + 4,
      { size: 8, color: MUTED },
    );
  }
  if (wide) writer.y = Math.min(writer.y, top - QR_SIDE.wide);
  writer.y -= 4;
  writer.rule(writer.y);
  writer.y -= 12;
}

function drawParties(writer: PdfPageWriter, slip: PackingSlip, wide: boolean): void {
  const to = destination(slip);
  if (wide) {
    const half = writer.width / 2;
    const height = Math.max(
      drawBlock(writer, 'Customer', customerLines(slip), writer.left, half - 16),
      drawBlock(writer, to.label, to.lines, writer.left + half, half),
    );
    writer.y -= height + 8;
    return;
  }
  writer.y -= drawBlock(writer, 'Customer', customerLines(slip), writer.left, writer.width) + 6;
  writer.y -= drawBlock(writer, to.label, to.lines, writer.left, writer.width) + 8;
}

function drawNotes(writer: PdfPageWriter, slip: PackingSlip): void {
  if (!slip.customerNotes) return;
  const lines = writer.wrap(slip.customerNotes, writer.width, { size: 10 });
  writer.y -= 10;
  writer.ensure(14 + lines.length * 13);
  writer.text("Customer's notes", writer.left, writer.y, { size: 8, color: MUTED });
  writer.y -= 11;
  for (const line of lines) {
    writer.text(line, writer.left, writer.y, { size: 10 });
    writer.y -= 13;
  }
}

/** The roll's code goes at the foot, centred, where the tear leaves room for it. */
function drawRollQr(writer: PdfPageWriter, slip: PackingSlip): void {
  writer.y -= 14;
  const left = writer.left + (writer.width - QR_SIDE.narrow) / 2;
  drawQrCode(writer, slip.trackingUrl, left, writer.y, QR_SIDE.narrow);
  writer.y -= QR_SIDE.narrow;
  const caption = 'Scan to track this order';
  writer.text(caption, writer.left + (writer.width - writer.textWidth(caption, { size: 8 })) / 2, writer.y, {
    size: 8,
    color: MUTED,
  });
  // Blank roll below the caption, so the tear does not cut through it.
  writer.y -= 24;
}

function drawSlip(writer: PdfPageWriter, slip: PackingSlip, options: PackingSlipOptions): void {
  const wide = options.size === 'a4';
  const first = writer.pages.length;
  drawHeading(writer, slip, wide);
  drawParties(writer, slip, wide);
  drawItems(writer, slip, options.prices);
  drawNotes(writer, slip);
  if (!wide) drawRollQr(writer, slip);
  const pages = writer.pages.slice(first - 1);
  if (pages.length > 1) writer.numberPages(`${slip.orderNumber} packing slip`, pages);
}

/** The slips, in the order given, as one PDF to print. */
export async function renderPackingSlipsPdf(
  slips: readonly PackingSlip[],
  options: PackingSlipOptions,
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const title =
    slips.length === 1 ? `Packing slip ${slips[0]!.orderNumber}` : `Packing slips (${slips.length})`;
  document.setTitle(title, { showInWindowTitleBar: true });
  if (slips[0]) {
    document.setAuthor(slips[0].shopName);
    document.setCreator(slips[0].shopName);
    document.setProducer(slips[0].shopName);
  }
  document.setLanguage('en-KE');
  const writer = await PdfPageWriter.start(document, options.size === 'a4' ? A4 : RECEIPT_ROLL);
  slips.forEach((slip, index) => {
    if (index > 0) writer.newPage();
    drawSlip(writer, slip, options);
  });
  writer.endPage();
  return document.save();
}
