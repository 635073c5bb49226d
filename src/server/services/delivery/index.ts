// How orders reach their customers: the methods (core/delivery-methods.ts), the pickup points
// and the riders the owner lists, and the door through which a rider's name and phone are
// exported and erased like anyone's (services/privacy).
export { createPickupPointsAdmin, toAdminPickupPoint } from './admin-pickup-points';
export type { PickupPointsAdmin } from './admin-pickup-points';
export { createRidersAdmin, toAdminRider } from './admin-riders';
export type { RidersAdmin } from './admin-riders';
export { deliveryPersonalData } from './personal-data';
export { searchPickupPoints } from './pickup-point-search';
export { activePickupPointIn, pickupPointsById, toPublicPickupPoint } from './pickup-points';
export type { PickupPointRow } from './pickup-points';
export { activeRider, ridersById } from './riders';
export type { RiderRow } from './riders';
