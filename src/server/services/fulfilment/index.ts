// How orders leave the shop: parcels of their units (shipments) by rider, courier or pickup point,
// the rider's link and the customer's code that prove each delivery.
export { createFulfilmentService } from './service';
export type { FulfilmentService } from './service';
export type { ShipResult } from './ship';
export { unitsAtShop } from './units';
export type { UnitsAtShop } from './units';
export { LINK_NOT_FOUND } from './deliveries';
