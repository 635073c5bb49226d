// A packing slip's items: what to put in the parcel, size by size, with the count of units to
// check the parcel against, and the prices and totals when the shop prints them.
import { formatPrice } from '../../../../core/currency-format';
import { lineTitle } from '../../../../core/line-title';
import { multiplyCents } from '../../../../core/money';
import type { OrderLineSnapshot } from '../../../../core/order-lines';
import { drawTable, type Column, type PdfPageWriter, type TextStyle } from '../../printing';
import type { PackingSlip } from './read';

const PAD = 4;

/** The columns fill the paper's text width: 511 points on A4, 203 on the roll. */
function columnsFor(writer: PdfPageWriter, prices: boolean): Column<OrderLineSnapshot>[] {
  const wide = writer.width > 400;
  const quantity: Column<OrderLineSnapshot> = {
    title: 'Qty',
    width: wide ? 44 : 26,
    align: wide ? 'right' : 'left',
    value: (line) => String(line.quantity),
  };
  const unitPrice: Column<OrderLineSnapshot> = {
    title: 'Unit price',
    width: 84,
    align: 'right',
    value: (line) => formatPrice(line.unitPriceCents),
  };
  const amount: Column<OrderLineSnapshot> = {
    title: 'Amount',
    width: wide ? 92 : 66,
    align: 'right',
    value: (line) => formatPrice(multiplyCents(line.unitPriceCents, line.quantity)),
  };
  const money = prices ? (wide ? [unitPrice, amount] : [amount]) : [];
  const taken = quantity.width + money.reduce((sum, column) => sum + column.width, 0);
  if (!wide) {
    // The roll is too narrow for a size column: the size follows the name, as mails write it.
    const item: Column<OrderLineSnapshot> = {
      title: 'Item',
      width: writer.width - taken,
      align: 'left',
      value: lineTitle,
    };
    return [quantity, item, ...money];
  }
  const size: Column<OrderLineSnapshot> = {
    title: 'Size',
    width: 60,
    align: 'left',
    value: (line) => line.size ?? '',
  };
  const sku: Column<OrderLineSnapshot> = {
    title: 'SKU',
    width: 76,
    align: 'left',
    value: (line) => line.sku ?? '',
  };
  const item: Column<OrderLineSnapshot> = {
    title: 'Item',
    width: writer.width - taken - size.width - sku.width,
    align: 'left',
    value: (line) => line.name,
  };
  return [item, size, sku, quantity, ...money];
}

function drawTotal(writer: PdfPageWriter, label: string, value: string, style: TextStyle = {}) {
  const size = style.size ?? 9;
  writer.text(label, writer.right - (writer.width > 400 ? 110 : 80), writer.y, { ...style, align: 'right' });
  writer.text(value, writer.right - PAD, writer.y, { ...style, align: 'right' });
  writer.y -= size + 6;
}

export function drawItems(writer: PdfPageWriter, slip: PackingSlip, prices: boolean): void {
  drawTable(writer, columnsFor(writer, prices), slip.lines, 60);
  writer.y -= 8;
  const units = slip.lines.reduce((sum, line) => sum + line.quantity, 0);
  drawTotal(writer, 'Units', String(units), { bold: true, size: 10 });
  if (!prices) return;
  drawTotal(writer, 'Subtotal', formatPrice(slip.subtotalCents));
  if (slip.discountCents > 0) {
    const label = slip.discountCode ? `Discount (${slip.discountCode})` : 'Discount';
    drawTotal(writer, label, `-${formatPrice(slip.discountCents)}`);
  }
  drawTotal(writer, 'Delivery', formatPrice(slip.deliveryFeeCents));
  drawTotal(writer, 'Total', formatPrice(slip.totalCents), { bold: true, size: 11 });
}
