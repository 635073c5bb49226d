// A shipment is one parcel of an order on its way: some of its units, one delivery method, a rider or
// a courier. Its statuses and the moves between them are here, for the service, the console, the
// rider's page and the tracking page alike.
import { DELIVERY_METHOD, type DeliveryMethod } from './delivery-methods';

export const SHIPMENT_STATUSES = [
  'packed', // made up at the shop, not yet on its way
  'out_for_delivery', // with the rider or the courier
  'ready_for_pickup', // waiting at the pickup point for the customer
  'delivered', // in the customer's hands: the rider's code, the agent's code, or the owner's word for a courier
  'not_delivered', // the rider could not hand it over: it comes back or goes out again
  'returned', // back at the shop: its units may ship again or go back in stock
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** A status whose units are still away from the shop (returned ones are back). */
export function holdsUnits(status: ShipmentStatus): boolean {
  return status !== 'returned';
}

// Out for delivery is the rider's or the courier's trip; a pickup point's parcel travels as
// freight and is next seen waiting at the point. A parcel not delivered goes out again or back.
const MOVES: Record<DeliveryMethod, Partial<Record<ShipmentStatus, readonly ShipmentStatus[]>>> = {
  rider: {
    packed: ['out_for_delivery', 'returned'],
    out_for_delivery: ['delivered', 'not_delivered'],
    not_delivered: ['out_for_delivery', 'returned'],
  },
  courier: {
    packed: ['out_for_delivery', 'returned'],
    out_for_delivery: ['delivered', 'returned'],
  },
  pickup_point: {
    packed: ['ready_for_pickup', 'returned'],
    ready_for_pickup: ['delivered', 'returned'],
  },
};

export function canMoveShipment(method: DeliveryMethod, from: ShipmentStatus, to: ShipmentStatus): boolean {
  return MOVES[method][from]?.includes(to) ?? false;
}

/** How the console and the tracking page name a shipment's status. */
export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  ready_for_pickup: 'Waiting at the pickup point',
  delivered: 'Delivered',
  not_delivered: 'Not delivered',
  returned: 'Back at the shop',
};

/** Why a rider could not hand a parcel over (POST /api/deliveries/{token}/not-delivered). */
export const NOT_DELIVERED_REASONS = ['not_home', 'refused', 'wrong_address', 'other'] as const;
export type NotDeliveredReason = (typeof NOT_DELIVERED_REASONS)[number];
export const NOT_DELIVERED_LABELS: Record<NotDeliveredReason, string> = {
  not_home: 'Customer not home',
  refused: 'Customer refused the parcel',
  wrong_address: 'Wrong address',
  other: 'Other',
};

/** Wrong delivery or collection codes a shipment takes before its code is locked. */
export const MAX_CODE_ATTEMPTS = 5;
/** How long a rider's link works after it was made. */
export const RIDER_LINK_HOURS = 48;
/** The delivery and collection codes: four digits, read out by the customer. */
export const DELIVERY_CODE = /^\d{4}$/;

/** Who carries a shipment: the rider for `rider`, a courier's name for `courier`, the point for pickup. */
export function carriesRider(method: DeliveryMethod): boolean {
  return method === DELIVERY_METHOD.rider;
}

/** A courier's tracking page for one parcel: the template's `{ref}` filled in. */
export function courierTrackingUrl(template: string, ref: string): string {
  return template.replaceAll('{ref}', encodeURIComponent(ref));
}

/** Where an order's goods stand, from its shipments (the order's status follows it). */
export type FulfilmentState = 'unshipped' | 'partly_shipped' | 'shipped' | 'delivered';

export interface ShippedCounts {
  /** Units the order still owes the customer: ordered less those back in stock. */
  toSend: number;
  /** Units in shipments not returned. */
  shipped: number;
  /** Units in delivered shipments. */
  delivered: number;
}

export function fulfilmentState({ toSend, shipped, delivered }: ShippedCounts): FulfilmentState {
  if (shipped === 0) return 'unshipped';
  if (shipped < toSend) return 'partly_shipped';
  return delivered >= toSend ? 'delivered' : 'shipped';
}

export const FULFILMENT_STATE_LABELS: Record<FulfilmentState, string> = {
  unshipped: 'Not shipped',
  partly_shipped: 'Partly shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

/** One size in a parcel, named as the order sold it. */
export interface ShipmentLine {
  productId: number;
  variantId: number;
  name: string;
  size: string | null;
  quantity: number;
}

/** A shipment as the console and programs see it (POST and GET of /api/admin/…/shipments). */
export interface ShipmentView {
  id: number;
  orderNumber: string;
  status: ShipmentStatus;
  method: DeliveryMethod;
  riderId: number | null;
  riderName: string | null;
  carrier: string | null;
  trackingRef: string | null;
  trackingUrl: string | null;
  items: ShipmentLine[];
  notDeliveredReason: NotDeliveredReason | null;
  /** Five wrong codes were tried: the rider's link or the agent's handover waits for a new code. */
  codeLocked: boolean;
  /** The rider's link works until then; null without a rider or once replaced. */
  linkExpiresAt: string | null;
  outAt: string | null;
  readyAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

/** The rider's page: one drop, and nothing else of the order or the shop. */
export interface DeliveryDrop {
  orderNumber: string;
  status: ShipmentStatus;
  customerFirstName: string;
  /** To call before arriving. */
  customerPhone: string;
  area: string;
  /** The address or landmark the customer gave. */
  address: string;
  items: { name: string; size: string | null; quantity: number }[];
  riderFirstName: string;
  codeLocked: boolean;
  deliveredAt: string | null;
  notDeliveredReason: NotDeliveredReason | null;
}

/**
 * A parcel as the shopper tracking the order sees it (GET /api/orders/track): what it holds and where
 * it is, with the rider's first name while out or once delivered, the courier's tracking link, and
 * for a parcel waiting at its point, when it arrived there (the order names the point and its hours).
 */
export interface TrackedShipment {
  status: ShipmentStatus;
  /** The tracking page's words for it: 'Out for delivery with Otieno'. */
  label: string;
  method: DeliveryMethod;
  items: { name: string; size: string | null; quantity: number }[];
  riderFirstName?: string;
  carrier?: string;
  trackingUrl?: string;
  readyAt?: string;
  deliveredAt?: string;
}

export function trackedShipmentLabel(
  shipment: Pick<TrackedShipment, 'status' | 'riderFirstName' | 'carrier'>,
): string {
  if (shipment.status === 'out_for_delivery') {
    if (shipment.riderFirstName) return `Out for delivery with ${shipment.riderFirstName}`;
    if (shipment.carrier) return `On its way with ${shipment.carrier}`;
  }
  return SHIPMENT_STATUS_LABELS[shipment.status];
}
