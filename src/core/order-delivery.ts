// How an order reaches its customer, as its mails, texts, tracking page, console and CSV name it.
import { DELIVERY_METHOD, deliveryMethodInfo, type DeliveryMethod } from './delivery-methods';

/** The pickup point an order names, as its customer and the console see it: where and when to collect. */
export interface OrderPickupPoint {
  id: number;
  name: string;
  town: string;
  address: string;
  hours: string;
}

/** 'Delivery to your door', 'Courier', or 'Pickup point: Tuskys Agent, Mombasa'. */
export function orderDeliveryText(
  method: DeliveryMethod,
  point: Pick<OrderPickupPoint, 'name' | 'town'> | null,
): string {
  const label = deliveryMethodInfo(method).label;
  return method === DELIVERY_METHOD.pickupPoint && point ? `${label}: ${point.name}, ${point.town}` : label;
}
