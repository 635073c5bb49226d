// Delivery fees by area (SPEC §9) and method, and the one free-delivery rule (DESIGN.md §5). The owner
// changes them in the console (settings group 'delivery'); SPEC's table is the default and stays
// the rider's fees. A courier serves an area the owner gave a courier fee; a pickup point is offered
// in its own area at its own fee (services/delivery keeps the points).
import { DELIVERY_METHOD, type DeliveryMethod } from './delivery-methods';

export const DELIVERY_REGIONS = ['kenya', 'africa', 'international'] as const;
export type DeliveryRegion = (typeof DELIVERY_REGIONS)[number];

export interface DeliveryArea {
  name: string;
  feeKes: number;
  region: DeliveryRegion;
  /** A switched-off area is not offered at checkout; past orders keep its name and fee. */
  active: boolean;
  /** The shop's riders deliver here (at `feeKes`). */
  rider: boolean;
  /** A courier delivers here at this fee; null where the owner sends no courier. */
  courierFeeKes: number | null;
}

/** A parcel company the owner ships with; its tracking link is the template with `{ref}` filled in. */
export interface Courier {
  name: string;
  trackingUrl: string;
}

export interface DeliverySettings {
  /** In the checkout select's order. */
  areas: DeliveryArea[];
  /** Free delivery needs a subtotal strictly above this. */
  freeDeliveryOverKes: number;
  freeDeliveryRegions: DeliveryRegion[];
  /** The shipping page's promise of how long delivery takes, per place. */
  deliveryTimes: { area: string; days: string }[];
  /** The parcel companies a shipment may go with. */
  couriers: Courier[];
  /** Days a parcel may wait at a pickup point before the owner is reminded of it. */
  pickupReminderDays: number;
}

const area = (
  name: string,
  feeKes: number,
  region: DeliveryRegion,
  courierFeeKes: number | null = null,
): DeliveryArea => ({ name, feeKes, region, active: true, rider: true, courierFeeKes });

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  areas: [
    area('Nairobi CBD', 200, 'kenya'),
    area('Westlands', 250, 'kenya'),
    area('Karen', 300, 'kenya'),
    area('Kilimani', 250, 'kenya'),
    area('Kasarani', 300, 'kenya'),
    area('Embakasi', 350, 'kenya'),
    area('Kiambu', 400, 'kenya'),
    area('Machakos', 500, 'kenya', 400),
    area('Thika', 450, 'kenya', 350),
    area('Mombasa', 600, 'kenya', 450),
    area('Kisumu', 700, 'kenya', 500),
    area('Nakuru', 650, 'kenya', 450),
    area('Other Kenya', 800, 'kenya', 600),
    area('Uganda', 1500, 'africa'),
    area('Tanzania', 1500, 'africa'),
    area('Rwanda', 1800, 'africa'),
    area('South Africa', 2500, 'africa'),
    area('Nigeria', 2800, 'africa'),
    area('Ghana', 2800, 'africa'),
    area('Other African', 3000, 'africa'),
    area('United States', 4500, 'international'),
    area('Canada', 4500, 'international'),
    area('United Kingdom', 4000, 'international'),
    area('Germany', 4000, 'international'),
    area('France', 4000, 'international'),
    area('Australia', 5000, 'international'),
    area('Other International', 5500, 'international'),
  ],
  freeDeliveryOverKes: 3000,
  freeDeliveryRegions: ['kenya'],
  deliveryTimes: [
    { area: 'Nairobi', days: '1–2 business days' },
    { area: 'Major cities in Kenya', days: '2–3 business days' },
    { area: 'Rural Kenya', days: '3–5 business days' },
    { area: 'East Africa', days: '5–7 business days' },
    { area: 'West and Southern Africa', days: '7–10 business days' },
    { area: 'North America', days: '10–14 business days' },
    { area: 'Europe', days: '12–16 business days' },
  ],
  couriers: [],
  pickupReminderDays: 7,
};

/** The areas a shopper may choose, in order. */
export function activeDeliveryAreas(delivery: DeliverySettings): DeliveryArea[] {
  return delivery.areas.filter((a) => a.active);
}

/** An area a shopper may choose now; switched-off and unknown names are undefined. */
export function findDeliveryArea(
  delivery: DeliverySettings,
  name: string | null | undefined,
): DeliveryArea | undefined {
  return name ? delivery.areas.find((a) => a.active && a.name === name) : undefined;
}

export function feeCentsOf(area: DeliveryArea): number {
  return area.feeKes * 100;
}

/** How the shopper chose to receive the order; a pickup point's fee is the chosen point's own. */
export type DeliveryChoice =
  | { method: typeof DELIVERY_METHOD.rider | typeof DELIVERY_METHOD.courier }
  | { method: typeof DELIVERY_METHOD.pickupPoint; pickupFeeKes: number };

export const RIDER_DELIVERY: DeliveryChoice = { method: DELIVERY_METHOD.rider };

/** The methods an area offers, in the registry's order: pickup points only where one is active. */
export function deliveryMethodsOf(area: DeliveryArea, hasPickupPoints: boolean): DeliveryMethod[] {
  const offered: DeliveryMethod[] = [];
  if (area.rider) offered.push(DELIVERY_METHOD.rider);
  if (hasPickupPoints) offered.push(DELIVERY_METHOD.pickupPoint);
  if (area.courierFeeKes !== null) offered.push(DELIVERY_METHOD.courier);
  return offered;
}

/** The fee of the choice in this area before any free delivery; null when the area does not offer it. */
export function choiceFeeKes(area: DeliveryArea, choice: DeliveryChoice): number | null {
  switch (choice.method) {
    case DELIVERY_METHOD.rider:
      return area.rider ? area.feeKes : null;
    case DELIVERY_METHOD.courier:
      return area.courierFeeKes;
    case DELIVERY_METHOD.pickupPoint:
      return choice.pickupFeeKes;
  }
}

/** The fee with no area chosen yet (cart, side panel): the first area's, the checkout's first choice. */
export function defaultDeliveryFeeCents(delivery: DeliverySettings): number {
  const first = activeDeliveryAreas(delivery)[0];
  return first ? feeCentsOf(first) : 0;
}

/**
 * No area yet counts as Kenya: the cart promises free delivery over the threshold before an area
 * is chosen, and that promise must still hold at checkout for any Kenyan area.
 */
export function qualifiesForFreeDelivery(
  delivery: DeliverySettings,
  subtotalCents: number,
  areaName?: string | null,
): boolean {
  const region = findDeliveryArea(delivery, areaName)?.region ?? 'kenya';
  return delivery.freeDeliveryRegions.includes(region) && subtotalCents > delivery.freeDeliveryOverKes * 100;
}

/** Free delivery holds for every method; no area yet is the default rule (the first area's rider fee). */
export function deliveryFeeCents(
  delivery: DeliverySettings,
  subtotalCents: number,
  areaName?: string | null,
  choice: DeliveryChoice = RIDER_DELIVERY,
): number {
  if (qualifiesForFreeDelivery(delivery, subtotalCents, areaName)) return 0;
  const chosen = findDeliveryArea(delivery, areaName);
  if (!chosen) return defaultDeliveryFeeCents(delivery);
  return (choiceFeeKes(chosen, choice) ?? chosen.feeKes) * 100;
}

/** 'KSH 3,000' is written by the caller's formatter; this says whether the cart note applies at all. */
export function freeDeliveryApplies(delivery: DeliverySettings, region: DeliveryRegion = 'kenya'): boolean {
  return delivery.freeDeliveryRegions.includes(region);
}

export const REGION_LABELS: Record<DeliveryRegion, string> = {
  kenya: 'Kenya',
  africa: 'Africa',
  international: 'International',
};

/** 'KSH 3,000': the threshold in whole shillings, as the cart and checkout quote it. */
export function freeDeliveryThresholdText(delivery: DeliverySettings): string {
  return `KSH ${delivery.freeDeliveryOverKes.toLocaleString('en-US')}`;
}

/** The cart's note (SPEC: 'Free delivery on orders over KSH 3,000'); null when no region has it. */
export function freeDeliveryNote(delivery: DeliverySettings): string | null {
  if (delivery.freeDeliveryRegions.length === 0) return null;
  return `Free delivery on orders over ${freeDeliveryThresholdText(delivery)}`;
}

/** 'Kenya', 'Kenya and Africa': where delivery is free, in the regions' order; null when nowhere. */
function freeDeliveryPlaces(delivery: DeliverySettings): string | null {
  const regions = DELIVERY_REGIONS.filter((r) => delivery.freeDeliveryRegions.includes(r)).map((r) =>
    r === 'international' ? 'the rest of the world' : REGION_LABELS[r],
  );
  if (regions.length <= 1) return regions[0] ?? null;
  return `${regions.slice(0, -1).join(', ')} and ${regions.at(-1)}`;
}

/** The checkout's hint under the area select: which regions deliver free, from what amount. */
export function freeDeliveryHint(delivery: DeliverySettings): string | undefined {
  const where = freeDeliveryPlaces(delivery);
  if (!where) return undefined;
  return `Delivery in ${where} is free on orders over ${freeDeliveryThresholdText(delivery)}.`;
}

/** 'free delivery in Kenya on orders over KSH 3,000' for search and sharing texts (DESIGN §5: they
 * state the rule checkout applies); null when no region has free delivery. */
export function freeDeliveryPromise(delivery: DeliverySettings): string | null {
  const where = freeDeliveryPlaces(delivery);
  return where ? `free delivery in ${where} on orders over ${freeDeliveryThresholdText(delivery)}` : null;
}
