// The order limits of the environment, merged into the config schema by config.ts: how much one
// shopper may order and how often, so nobody can hold the shop's stock by placing orders in bulk.
import { z } from 'zod';

const count = (max: number) => z.coerce.number().int('must be a whole number').min(1).max(max);

export const ordersEnvShape = {
  // The most of one product a retail order may hold; resellers buy more through their portal.
  ORDER_LINE_MAX_QUANTITY: count(1000).default(20),
  // Orders one client address may place in an hour. Generous: many Kenyan shoppers share one
  // address behind their mobile carrier's NAT.
  ORDERS_PER_ADDRESS_PER_HOUR: count(10_000).default(30),
  // Orders one email may place in an hour; a shopper who changes the cart makes a new order.
  ORDERS_PER_EMAIL_PER_HOUR: count(10_000).default(10),
};

type OrdersEnv = z.output<z.ZodObject<typeof ordersEnvShape>>;

export function toOrderLimits(env: OrdersEnv) {
  return {
    maxLineQuantity: env.ORDER_LINE_MAX_QUANTITY,
    perAddressPerHour: env.ORDERS_PER_ADDRESS_PER_HOUR,
    perEmailPerHour: env.ORDERS_PER_EMAIL_PER_HOUR,
  };
}

export type OrderLimits = ReturnType<typeof toOrderLimits>;
