import type { DeliveryMethod } from '../../../../core/delivery-methods';

/** How the console names the way a parcel goes: the shop's side of core/delivery-methods.ts. */
export const SHIPMENT_METHOD_LABELS: Record<DeliveryMethod, string> = {
  rider: 'Our rider',
  pickup_point: 'Pickup point',
  courier: 'Courier',
};
