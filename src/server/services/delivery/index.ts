// How orders reach their customers: the methods (core/delivery-methods.ts) and the pickup points
// the owner lists.
export { activePickupPointIn, pickupPointsById, toPublicPickupPoint } from './pickup-points';
export type { PickupPointRow, PublicPickupPoint } from './pickup-points';
