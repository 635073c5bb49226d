// The To pack screen's shapes on both sides of the wire: the orders waiting to be packed, the pick
// list for a selection of them (the packing slips' addresses are core/packing-slip-query.ts's).
import type { DeliveryMethod } from './delivery-methods';
import type { OrderKind } from './order-kinds';
import type { OrderLineSnapshot } from './order-lines';
import { normaliseOrderNumber, ORDER_NUMBER_PATTERN } from './order-number';
import { MAX_PACKING_SLIPS } from './packing-slip-query';
import type { OrderStatus } from './order-status';
import type { OrderPaymentMethod } from './payment-methods';

/** One order waiting to be packed: what the packer needs to find it and send it the right way. */
export interface PackRow {
  orderNumber: string;
  kind: OrderKind;
  status: OrderStatus;
  createdAt: Date;
  customerName: string;
  deliveryArea: string;
  deliveryMethod: DeliveryMethod;
  /** The point's name for a pickup-point delivery; null for other methods. */
  pickupPointName: string | null;
  units: number;
  totalCents: number;
  paymentMethod: OrderPaymentMethod;
}

/** One size of one product over the selected orders. */
export interface PickLine {
  productId: number;
  name: string;
  /** Absent on lines sold before sizes were kept. */
  size: string | null;
  sku: string | null;
  units: number;
}

export interface PickList {
  orderNumbers: string[];
  lines: PickLine[];
  totalUnits: number;
}

/** A pick list covers at most as many orders as one PDF of their packing slips, so both serve a selection. */
export const MAX_PICK_LIST_ORDERS = MAX_PACKING_SLIPS;

/**
 * `?orders=HM-…,HM-…` (repeated or comma-separated, any case) as stored order numbers, each once
 * in the order given; the ones not shaped like an order number come back apart, as typed.
 */
export function parseOrderNumbers(raw: readonly string[]): { numbers: string[]; malformed: string[] } {
  const given = raw
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter(Boolean);
  const numbers = new Set<string>();
  const malformed: string[] = [];
  for (const text of given) {
    const number = normaliseOrderNumber(text);
    if (ORDER_NUMBER_PATTERN.test(number)) numbers.add(number);
    else malformed.push(text);
  }
  return { numbers: [...numbers], malformed };
}

/**
 * The units of each product and size over these orders' lines, by product name then size (sizes by
 * their digits, so "100 ml" comes before "250 ml"). A size is its variant; a line sold before sizes
 * were kept counts under its product alone.
 */
export function pickListOf(
  list: readonly { orderNumber: string; items: readonly OrderLineSnapshot[] }[],
): PickList {
  const lines = new Map<string, PickLine>();
  for (const order of list) {
    for (const item of order.items) {
      const key = item.variantId === undefined ? `p${item.productId}` : `v${item.variantId}`;
      const line = lines.get(key);
      if (line) line.units += item.quantity;
      else
        lines.set(key, {
          productId: item.productId,
          name: item.name,
          size: item.size ?? null,
          sku: item.sku ?? null,
          units: item.quantity,
        });
    }
  }
  const sorted = [...lines.values()].sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'en') ||
      (a.size ?? '').localeCompare(b.size ?? '', 'en', { numeric: true }),
  );
  return {
    orderNumbers: list.map((order) => order.orderNumber),
    lines: sorted,
    totalUnits: sorted.reduce((sum, line) => sum + line.units, 0),
  };
}
