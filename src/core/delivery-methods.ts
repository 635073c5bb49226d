// Every way an order reaches its customer, in one list: the checkout's choice, the order API, the
// console, the tracking page and the database's check all read it. The ids are what the database
// and the API carry (POST /api/orders `deliveryMethod`): they never change once orders use them.
// An order placed without a method is a rider delivery, as every order was before there was a choice.

export interface DeliveryMethodInfo {
  id: string;
  /** As the checkout, the tracking page, mails and the console name it. */
  label: string;
  /** One line under the checkout's choice: what the shopper can expect. */
  promise: string;
  /** Where the fee comes from: the area's own fee, the pickup point's, or the area's courier fee. */
  feeFrom: 'area' | 'pickup_point' | 'area_courier';
}

/** In the checkout's order. */
export const DELIVERY_METHOD_LIST = [
  {
    id: 'rider',
    label: 'Delivery to your door',
    promise: 'Our rider brings it to your address.',
    feeFrom: 'area',
  },
  {
    id: 'pickup_point',
    label: 'Pickup point',
    promise: 'Collect it from a parcel agent near you with a collection code.',
    feeFrom: 'pickup_point',
  },
  {
    id: 'courier',
    label: 'Courier',
    promise: 'A parcel company delivers it, with a tracking link.',
    feeFrom: 'area_courier',
  },
] as const satisfies readonly DeliveryMethodInfo[];

export type DeliveryMethod = (typeof DELIVERY_METHOD_LIST)[number]['id'];

export const DELIVERY_METHODS = DELIVERY_METHOD_LIST.map(
  (m) => m.id,
) as readonly DeliveryMethod[] as readonly [DeliveryMethod, ...DeliveryMethod[]];

export const DELIVERY_METHOD = {
  rider: 'rider',
  pickupPoint: 'pickup_point',
  courier: 'courier',
} as const satisfies Record<string, DeliveryMethod>;

/** The method of an order placed without naming one (SPEC's clients). */
export const DEFAULT_DELIVERY_METHOD: DeliveryMethod = DELIVERY_METHOD.rider;

export function deliveryMethodInfo(id: DeliveryMethod): DeliveryMethodInfo {
  return DELIVERY_METHOD_LIST.find((m) => m.id === id)!;
}

export function isDeliveryMethod(value: unknown): value is DeliveryMethod {
  return typeof value === 'string' && (DELIVERY_METHODS as readonly string[]).includes(value);
}
