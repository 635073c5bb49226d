// Delivery fees by area (SPEC §9) and the one free-delivery rule (DESIGN.md §5).

export type DeliveryRegion = 'kenya' | 'africa' | 'international';

export interface DeliveryArea {
  name: string;
  feeCents: number;
  region: DeliveryRegion;
}

const area = (name: string, feeKes: number, region: DeliveryRegion): DeliveryArea => ({
  name,
  feeCents: feeKes * 100,
  region,
});

/** In SPEC's order, which is also the order of the checkout select. */
export const DELIVERY_AREAS: readonly DeliveryArea[] = [
  area('Nairobi CBD', 200, 'kenya'),
  area('Westlands', 250, 'kenya'),
  area('Karen', 300, 'kenya'),
  area('Kilimani', 250, 'kenya'),
  area('Kasarani', 300, 'kenya'),
  area('Embakasi', 350, 'kenya'),
  area('Kiambu', 400, 'kenya'),
  area('Machakos', 500, 'kenya'),
  area('Thika', 450, 'kenya'),
  area('Mombasa', 600, 'kenya'),
  area('Kisumu', 700, 'kenya'),
  area('Nakuru', 650, 'kenya'),
  area('Other Kenya', 800, 'kenya'),
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
];

export const DELIVERY_AREA_NAMES: readonly string[] = DELIVERY_AREAS.map((a) => a.name);

/** Free delivery needs a subtotal strictly above KSH 3,000: exactly 3,000 still pays. */
export const FREE_DELIVERY_THRESHOLD_CENTS = 300_000;

/** The fee with no area chosen yet (cart, side panel) or an area we do not know. */
export const DEFAULT_DELIVERY_FEE_CENTS = 20_000;

export function findDeliveryArea(name: string | null | undefined): DeliveryArea | undefined {
  return name ? DELIVERY_AREAS.find((a) => a.name === name) : undefined;
}

export function isDeliveryArea(value: unknown): value is string {
  return typeof value === 'string' && findDeliveryArea(value) !== undefined;
}

/**
 * No area and unknown areas count as Kenya: the cart promises 'Free delivery on orders over
 * KSH 3,000' before an area is chosen, and that promise must still hold at checkout for any
 * Kenyan area. African and international areas always pay their fee.
 */
export function qualifiesForFreeDelivery(subtotalCents: number, areaName?: string | null): boolean {
  const region = findDeliveryArea(areaName)?.region ?? 'kenya';
  return region === 'kenya' && subtotalCents > FREE_DELIVERY_THRESHOLD_CENTS;
}

export function deliveryFeeCents(subtotalCents: number, areaName?: string | null): number {
  if (qualifiesForFreeDelivery(subtotalCents, areaName)) return 0;
  return findDeliveryArea(areaName)?.feeCents ?? DEFAULT_DELIVERY_FEE_CENTS;
}
