// How orders reach their customers: the methods (core/delivery-methods.ts) and the pickup points
// the owner lists.
export { createPickupPointsAdmin, toAdminPickupPoint } from './admin-pickup-points';
export type { PickupPointsAdmin } from './admin-pickup-points';
export { searchPickupPoints } from './pickup-point-search';
export { activePickupPointIn, pickupPointsById, toPublicPickupPoint } from './pickup-points';
export type { PickupPointRow } from './pickup-points';
export { activeRider, ridersById } from './rider-lookup';
export type { RiderRow } from './rider-lookup';
