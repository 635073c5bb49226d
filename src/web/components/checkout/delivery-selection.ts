// The checkout's choice of how the order arrives, beside the delivery details: the methods the
// chosen area offers (core/delivery), the pickup point when that is the method, the fee the summary
// shows, and the fields POST /api/orders takes. The details' schema is the API's own, so the choice
// lives here rather than in it.
import {
  RIDER_DELIVERY,
  choiceFeeKes,
  deliveryMethodsOf,
  type DeliveryArea,
  type DeliveryChoice,
} from '../../../core/delivery';
import { DELIVERY_METHOD, type DeliveryMethod } from '../../../core/delivery-methods';
import type { PublicPickupPoint } from '../../../core/pickup-point';

/** A point as GET /api/pickup-points answers it. */
export type PickupPoint = PublicPickupPoint;

export interface DeliverySelection {
  method: DeliveryMethod;
  /** Only with the pickup-point method: the shopper's point, null until one is chosen. */
  pickupPoint: PickupPoint | null;
}

export const RIDER_SELECTION: DeliverySelection = { method: DELIVERY_METHOD.rider, pickupPoint: null };

export const CHOOSE_PICKUP_POINT = 'Please choose a pickup point';
export const NO_DELIVERY_METHOD = 'No delivery serves this area yet. Please choose another area.';

/** The active points of the area; the list holds every town's. */
export function pickupPointsIn(points: readonly PickupPoint[], areaName: string): PickupPoint[] {
  return points.filter((point) => point.area === areaName);
}

/**
 * The points whose town or name holds the search in any case, as the API's own search finds them
 * ('nak' finds Nakuru, 'mall' Westgate Mall); an empty search keeps them all.
 */
export function pickupPointsMatching(points: readonly PickupPoint[], search: string): PickupPoint[] {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return [...points];
  return points.filter(
    (point) => point.town.toLowerCase().includes(wanted) || point.name.toLowerCase().includes(wanted),
  );
}

export function offeredMethods(area: DeliveryArea, areaPoints: readonly PickupPoint[]): DeliveryMethod[] {
  return deliveryMethodsOf(area, areaPoints.length > 0);
}

/**
 * The selection once the area or its points change: the shopper's method while the area offers it
 * (a point only while it is still in the area), else the first offered, which is the rider where
 * riders deliver, so a shopper who chooses nothing orders as before there was a choice.
 */
export function keepOrFirst(
  previous: DeliverySelection,
  offered: readonly DeliveryMethod[],
  areaPoints: readonly PickupPoint[],
): DeliverySelection {
  if (offered.includes(previous.method)) {
    const point = previous.pickupPoint && areaPoints.find((p) => p.id === previous.pickupPoint!.id);
    return { method: previous.method, pickupPoint: point ?? null };
  }
  return { method: offered[0] ?? DELIVERY_METHOD.rider, pickupPoint: null };
}

/**
 * What the summary prices: the chosen point's fee; before a point is chosen the cheapest of the
 * area's, the figure the option shows as 'From'.
 */
export function deliveryChoiceOf(
  selection: DeliverySelection,
  areaPoints: readonly PickupPoint[],
): DeliveryChoice {
  if (selection.method !== DELIVERY_METHOD.pickupPoint) return { method: selection.method };
  const fees = selection.pickupPoint ? [selection.pickupPoint.feeKes] : areaPoints.map((p) => p.feeKes);
  return fees.length > 0
    ? { method: DELIVERY_METHOD.pickupPoint, pickupFeeKes: Math.min(...fees) }
    : RIDER_DELIVERY;
}

/** The fee a method's option shows: the area's for a rider or courier, the cheapest point's for pickup. */
export function methodFeeKes(
  area: DeliveryArea,
  method: DeliveryMethod,
  areaPoints: readonly PickupPoint[],
): number | null {
  const choice = deliveryChoiceOf({ method, pickupPoint: null }, areaPoints);
  return choice.method === method ? choiceFeeKes(area, choice) : null;
}

/** Why the choice cannot go on to payment, or null when it can. */
export function selectionProblem(
  selection: DeliverySelection,
  offered: readonly DeliveryMethod[],
): string | null {
  if (offered.length === 0) return NO_DELIVERY_METHOD;
  if (selection.method === DELIVERY_METHOD.pickupPoint && !selection.pickupPoint) return CHOOSE_PICKUP_POINT;
  return null;
}

/** The order's delivery fields as POST /api/orders takes them. */
export interface OrderDeliveryFields {
  deliveryMethod: DeliveryMethod;
  pickupPointId?: number;
}

export function orderDeliveryFields(selection: DeliverySelection): OrderDeliveryFields {
  return selection.method === DELIVERY_METHOD.pickupPoint && selection.pickupPoint
    ? { deliveryMethod: selection.method, pickupPointId: selection.pickupPoint.id }
    : { deliveryMethod: selection.method };
}
