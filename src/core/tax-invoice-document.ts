// What a tax invoice or credit note says (KRA eTIMS, services/tax-invoices/): built once from the
// order when it is confirmed, or from the invoice when a refund settles, and sent as it is. Money is
// in cents; prices include VAT, so a line's taxable amount is what the buyer paid for it and its
// tax is the VAT inside that amount.
import type { OrderPaymentMethod } from './payment-methods';
import { TAX_TYPE_INFO, TAX_TYPES, taxInCents, type TaxType } from './tax-types';

export interface TaxInvoiceLine {
  /** KRA's item code (etimsItemCode), registered before the first invoice that names it. */
  itemCode: string;
  /** KRA's item classification (UNSPSC-based). */
  classCode: string;
  name: string;
  /** A service (delivery) rather than goods: KRA's item type 3 instead of 2. */
  service: boolean;
  /** Whole units on a sale; a partial credit note may credit part of a line (three decimals). */
  quantity: number;
  unitPriceCents: number;
  /** The line before discount; quantity × unit price, to the cent. */
  grossCents: number;
  discountCents: number;
  taxType: TaxType;
  /** What the buyer paid for the line, VAT included: gross less discount. */
  taxableCents: number;
  taxCents: number;
}

export interface VatSummary {
  taxType: TaxType;
  ratePercent: number;
  taxableCents: number;
  taxCents: number;
}

export interface TaxInvoiceDocument {
  orderNumber: string;
  /** The buyer's name, and their KRA PIN when a reseller gave one ('' otherwise). */
  buyer: { name: string; pin: string };
  paymentMethod: OrderPaymentMethod;
  /** When the sale was confirmed, or the refund settled (ISO). */
  at: string;
  lines: TaxInvoiceLine[];
  vat: VatSummary[];
  totalCents: number;
  taxCents: number;
  /** A credit note's reason (KRA's code 06 is a refund) and the refund's own words. */
  creditNote?: { reasonCode: string; reason: string };
}

/** KRA's item classification of the shop's goods: UNSPSC 53131600, bath and body care. */
export const GOODS_CLASS_CODE = '53131600';
/** Delivery: UNSPSC 78102200, postal, small parcel and courier services. */
export const DELIVERY_CLASS_CODE = '78102200';
/** KRA's credit note reason code for a refund. */
export const REFUND_REASON_CODE = '06';

// KRA's item code: origin (KE), product type (2 finished goods, 3 service), packaging unit (NT,
// net), quantity unit (U, pieces), and a sequence of seven digits (code-definition "Item Code").
const pad7 = (n: number) => String(n).padStart(7, '0');
/** A size's item code; a line from before sizes were kept uses its product, past the sizes' range. */
export function etimsItemCode(line: { variantId?: number; productId: number }): string {
  return `KE2NTU${pad7(line.variantId ?? 5_000_000 + line.productId)}`;
}
export const DELIVERY_ITEM_CODE = 'KE3NTU0000001';

export interface SaleLineInput {
  productId: number;
  variantId?: number;
  /** The name as sold, with its size. */
  name: string;
  unitPriceCents: number;
  quantity: number;
  taxType: TaxType;
}

export interface SaleInput {
  orderNumber: string;
  buyer: { name: string; pin: string };
  paymentMethod: OrderPaymentMethod;
  at: string;
  lines: readonly SaleLineInput[];
  deliveryFeeCents: number;
  deliveryTaxType: TaxType;
  discountCents: number;
}

/** The invoice of a confirmed order: its lines, delivery as a service line, the discount spread. */
export function saleDocument(input: SaleInput): TaxInvoiceDocument {
  const goods = input.lines.map((line) => ({ ...line, grossCents: line.unitPriceCents * line.quantity }));
  const discounts = apportion(
    input.discountCents,
    goods.map((line) => line.grossCents),
  );
  const lines: TaxInvoiceLine[] = goods.map((line, index) =>
    invoiceLine({
      itemCode: etimsItemCode(line),
      classCode: GOODS_CLASS_CODE,
      name: line.name,
      service: false,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      grossCents: line.grossCents,
      discountCents: discounts[index]!,
      taxType: line.taxType,
    }),
  );
  if (input.deliveryFeeCents > 0) {
    lines.push(
      invoiceLine({
        itemCode: DELIVERY_ITEM_CODE,
        classCode: DELIVERY_CLASS_CODE,
        name: 'Delivery',
        service: true,
        quantity: 1,
        unitPriceCents: input.deliveryFeeCents,
        grossCents: input.deliveryFeeCents,
        discountCents: 0,
        taxType: input.deliveryTaxType,
      }),
    );
  }
  return withTotals({
    orderNumber: input.orderNumber,
    buyer: input.buyer,
    paymentMethod: input.paymentMethod,
    at: input.at,
    lines,
  });
}

/**
 * The credit note of a refund of `refundCents` against `sale`. A refund of the whole invoice
 * credits every line; a part is spread over the lines by what each was paid, and each line's
 * quantity is the matching share of its units (KRA takes quantities to three decimals).
 */
export function creditNoteDocument(
  sale: TaxInvoiceDocument,
  refund: { cents: number; reason: string; at: string },
): TaxInvoiceDocument {
  const whole = refund.cents >= sale.totalCents;
  const shares = whole
    ? sale.lines.map((line) => line.taxableCents)
    : apportion(
        refund.cents,
        sale.lines.map((line) => line.taxableCents),
      );
  const lines = sale.lines
    .map((line, index) => {
      if (whole) return line;
      const share = shares[index]!;
      // KRA refuses a quantity under a thousandth: a line's sliver of a small credit (the last
      // shillings a cancellation credits) is a thousandth, the rest of its gross a discount.
      const quantity = Math.max(
        0.001,
        Math.round((line.quantity * share * 1000) / Math.max(1, line.taxableCents)) / 1000,
      );
      // Quantity × unit price stays the line's gross, as KRA checks it; what the line's discount
      // took off that share is its discount, so the taxable amount is exactly the share credited.
      const grossCents = Math.max(share, Math.round(quantity * line.unitPriceCents));
      return invoiceLine({ ...line, quantity, grossCents, discountCents: grossCents - share });
    })
    .filter((line) => line.taxableCents > 0);
  return withTotals({
    orderNumber: sale.orderNumber,
    buyer: sale.buyer,
    paymentMethod: sale.paymentMethod,
    at: refund.at,
    lines,
    creditNote: { reasonCode: REFUND_REASON_CODE, reason: refund.reason },
  });
}

function invoiceLine(line: Omit<TaxInvoiceLine, 'taxableCents' | 'taxCents'>): TaxInvoiceLine {
  const taxableCents = line.grossCents - line.discountCents;
  return { ...line, taxableCents, taxCents: taxInCents(taxableCents, line.taxType) };
}

function withTotals(
  document: Omit<TaxInvoiceDocument, 'vat' | 'totalCents' | 'taxCents'>,
): TaxInvoiceDocument {
  const vat = vatSummary(document.lines);
  return {
    ...document,
    vat,
    totalCents: document.lines.reduce((sum, line) => sum + line.taxableCents, 0),
    taxCents: document.lines.reduce((sum, line) => sum + line.taxCents, 0),
  };
}

/** The taxable amount and tax per tax type present, in KRA's order (A to E). */
export function vatSummary(lines: readonly TaxInvoiceLine[]): VatSummary[] {
  return TAX_TYPES.flatMap((taxType) => {
    const of = lines.filter((line) => line.taxType === taxType);
    if (of.length === 0) return [];
    return [
      {
        taxType,
        ratePercent: TAX_TYPE_INFO[taxType].ratePercent,
        taxableCents: of.reduce((sum, line) => sum + line.taxableCents, 0),
        taxCents: of.reduce((sum, line) => sum + line.taxCents, 0),
      },
    ];
  });
}

/**
 * `total` split over `weights` in proportion, in whole cents that add up to it exactly (largest
 * remainder first; ties to the earlier line). At most the weights' own sum is split: a line is
 * never given more than it holds.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const capped = Math.min(total, sum);
  const exact = weights.map((w) => (capped * w) / sum);
  const shares = exact.map(Math.floor);
  let left = capped - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
