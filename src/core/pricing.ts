// One way to price an order, used by the server when it creates the order and by the cart and
// checkout summary, so the total a shopper sees is the total they are charged.
import { deliveryFeeCents, RIDER_DELIVERY, type DeliveryChoice, type DeliverySettings } from './delivery';
import { multiplyCents, sumCents } from './money';
import type { OrderKind } from './order-kinds';
import { wholesalePriceCents } from './wholesale';

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface OrderPrice {
  subtotalCents: number;
  deliveryFeeCents: number;
  totalCents: number;
}

export function lineTotalCents(line: PricedLine): number {
  return multiplyCents(line.unitPriceCents, line.quantity);
}

export function subtotalCents(lines: readonly PricedLine[]): number {
  return sumCents(lines.map(lineTotalCents));
}

/** Subtotal, delivery fee for the area and method (no area yet: the default rule), and their total. */
export function priceOrder(
  lines: readonly PricedLine[],
  delivery: DeliverySettings,
  area?: string | null,
  choice: DeliveryChoice = RIDER_DELIVERY,
): OrderPrice {
  const subtotal = subtotalCents(lines);
  const fee = deliveryFeeCents(delivery, subtotal, area, choice);
  return { subtotalCents: subtotal, deliveryFeeCents: fee, totalCents: subtotal + fee };
}

/** What one unit costs an order of this kind: the retail price, or a reseller's discounted price. */
export function unitPriceCents(
  kind: OrderKind,
  retailCents: number,
  wholesaleDiscountPercent: number,
): number {
  return kind === 'wholesale' ? wholesalePriceCents(retailCents, wholesaleDiscountPercent) : retailCents;
}

/** A wholesale order carries no delivery fee: delivery is arranged with the reseller. */
export function priceOrderOfKind(
  kind: OrderKind,
  lines: readonly PricedLine[],
  delivery: DeliverySettings,
  area?: string | null,
  choice: DeliveryChoice = RIDER_DELIVERY,
): OrderPrice {
  if (kind === 'retail') return priceOrder(lines, delivery, area, choice);
  const subtotal = subtotalCents(lines);
  return { subtotalCents: subtotal, deliveryFeeCents: 0, totalCents: subtotal };
}
