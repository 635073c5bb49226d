// The invoice PDF's table of lines, its totals and its VAT summary.
import { formatPrice } from '../../../core/currency-format';
import type { TaxInvoicePrintable } from '../../../core/tax-invoice-printable';
import { TAX_TYPE_INFO } from '../../../core/tax-types';
import { formatQuantity } from '../../../core/tax-invoice-wording';
import { drawTable, LINE_HEIGHT, type Column, type PdfPageWriter, type TextStyle } from '../printing';

const SIZE = 9;
const PAD = 4;

type Line = TaxInvoicePrintable['lines'][number];
type Vat = TaxInvoicePrintable['vat'][number];

// Widths in points; they add up to the writer's 511-point text width.
const LINE_COLUMNS: Column<Line>[] = [
  { title: 'Description', width: 175, align: 'left', value: (line) => line.name },
  { title: 'Tax', width: 30, align: 'left', value: (line) => line.taxType },
  { title: 'Qty', width: 44, align: 'right', value: (line) => formatQuantity(line.quantity) },
  { title: 'Unit price', width: 84, align: 'right', value: (line) => formatPrice(line.unitPriceCents) },
  { title: 'Discount', width: 78, align: 'right', value: (line) => formatPrice(line.discountCents) },
  { title: 'Amount incl. VAT', width: 100, align: 'right', value: (line) => formatPrice(line.taxableCents) },
];

const VAT_COLUMNS: Column<Vat>[] = [
  { title: 'Tax type', width: 175, align: 'left', value: (vat) => TAX_TYPE_INFO[vat.taxType].label },
  { title: 'Rate', width: 74, align: 'right', value: (vat) => `${vat.ratePercent}%` },
  { title: 'Taxable amount', width: 162, align: 'right', value: (vat) => formatPrice(vat.taxableCents) },
  { title: 'VAT', width: 100, align: 'right', value: (vat) => formatPrice(vat.taxCents) },
];

const TOTALS_HEIGHT = 8 + SIZE + 6 + 11 + 6;

function drawTotal(writer: PdfPageWriter, label: string, cents: number, style: TextStyle) {
  const height = (style.size ?? SIZE) + 6;
  writer.text(label, writer.right - 110, writer.y, { ...style, align: 'right' });
  writer.text(formatPrice(cents), writer.right - PAD, writer.y, { ...style, align: 'right' });
  writer.y -= height;
}

export function drawLines(writer: PdfPageWriter, invoice: TaxInvoicePrintable): void {
  drawTable(writer, LINE_COLUMNS, invoice.lines, TOTALS_HEIGHT);
  writer.y -= 8;
  drawTotal(writer, 'Total VAT', invoice.taxCents, { size: SIZE });
  drawTotal(writer, 'Total', invoice.totalCents, { size: 11, bold: true });
}

export function drawVatSummary(writer: PdfPageWriter, invoice: TaxInvoicePrintable): void {
  writer.y -= 16;
  writer.ensure(20 + 3 * (LINE_HEIGHT + 2 * PAD));
  writer.text('VAT summary', writer.left, writer.y, { size: 11, bold: true });
  writer.y -= 18;
  drawTable(writer, VAT_COLUMNS, invoice.vat);
}
