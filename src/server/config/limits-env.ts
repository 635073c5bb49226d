// How much one shopper may do and how often, merged into the config schema by config.ts: nobody can
// hold the shop's stock by placing orders in bulk, or run up payment prompts and status checks.
// Limits per client address are generous because many Kenyan shoppers share one address behind
// their mobile carrier's NAT; a shop whose customers crowd behind fewer addresses raises them.
import { z } from 'zod';
import { DEFAULT_RETAIL_LINE_QUANTITY, DEFAULT_UNPAID_UNITS_PER_PRODUCT } from '../../core/order-line-limits';

const count = (max: number) => z.coerce.number().int('must be a whole number').min(1).max(max);
const FROM_ONE = 'must be a whole number from 1';

export const limitsEnvShape = {
  // The most of one product a retail order may hold; resellers buy more through their portal.
  ORDER_LINE_MAX_QUANTITY: count(1000).default(DEFAULT_RETAIL_LINE_QUANTITY),
  // Orders one client address may place in an hour.
  ORDERS_PER_ADDRESS_PER_HOUR: count(100_000).default(30),
  // Orders one email may place in an hour; a shopper who changes the cart makes a new order.
  ORDERS_PER_EMAIL_PER_HOUR: count(100_000).default(10),
  // Units of one product that the unpaid retail orders (M-Pesa awaiting payment, Pay Later) of one
  // client address, phone or email may hold together: nobody can take a product off sale for days
  // by placing orders they never pay. Beyond it a retail order is refused and invited to call,
  // except an M-Pesa order of a client holding none, whose units beyond are held only briefly
  // (settings.orders.surplusHoldMinutes; services/orders/surplus-hold.ts).
  UNPAID_UNITS_PER_PRODUCT: z.coerce
    .number({ error: FROM_ONE })
    .int(FROM_ONE)
    .min(1, FROM_ONE)
    .max(1_000_000, 'must be at most 1000000')
    .default(DEFAULT_UNPAID_UNITS_PER_PRODUCT),
  // M-Pesa prompts one client address may start in 10 minutes.
  MPESA_PUSHES_PER_ADDRESS: count(100_000).default(30),
  // M-Pesa status checks in a minute, per client address and per payment; the widget asks every
  // 10 s (SPEC §4), and a check past 5 s without a callback may cost a call to Daraja.
  MPESA_STATUS_CHECKS_PER_ADDRESS: count(100_000).default(120),
  MPESA_STATUS_CHECKS_PER_PAYMENT: count(100_000).default(30),
  // Contact messages, and newsletter or reseller waitlist sign-ups, one client address may send in
  // an hour: enough for a family or an office behind one address, too few to flood the inbox.
  CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR: count(100_000).default(10),
  SIGNUPS_PER_ADDRESS_PER_HOUR: count(100_000).default(20),
};

type LimitsEnv = z.output<z.ZodObject<typeof limitsEnvShape>>;

const MINUTE = 60 * 1000;

export function toOrderLimits(env: LimitsEnv) {
  return {
    maxLineQuantity: env.ORDER_LINE_MAX_QUANTITY,
    perAddressPerHour: env.ORDERS_PER_ADDRESS_PER_HOUR,
    perEmailPerHour: env.ORDERS_PER_EMAIL_PER_HOUR,
    unpaidUnitsPerProduct: env.UNPAID_UNITS_PER_PRODUCT,
  };
}

/** Rules for `services.limits`, one per counter. */
export function toPaymentLimits(env: LimitsEnv) {
  return {
    pushesPerAddress: { name: 'stk-push:address', max: env.MPESA_PUSHES_PER_ADDRESS, windowMs: 10 * MINUTE },
    checksPerAddress: {
      name: 'query-status:address',
      max: env.MPESA_STATUS_CHECKS_PER_ADDRESS,
      windowMs: MINUTE,
    },
    checksPerPayment: {
      name: 'query-status:payment',
      max: env.MPESA_STATUS_CHECKS_PER_PAYMENT,
      windowMs: MINUTE,
    },
  };
}

/** Rules for the messages service: what visitors send the shop, per client address. */
export function toMessageLimits(env: LimitsEnv) {
  return {
    contactPerAddress: {
      name: 'contact:address',
      max: env.CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR,
      windowMs: 60 * MINUTE,
    },
    signupsPerAddress: {
      name: 'signups:address',
      max: env.SIGNUPS_PER_ADDRESS_PER_HOUR,
      windowMs: 60 * MINUTE,
    },
  };
}

export type OrderLimits = ReturnType<typeof toOrderLimits>;
export type PaymentLimits = ReturnType<typeof toPaymentLimits>;
export type MessageLimits = ReturnType<typeof toMessageLimits>;
