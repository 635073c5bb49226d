// Every way an order is paid, in one list: the checkout's tabs, the order API, the status an order
// starts in, the console's labels and the server's payment providers all read it, so a new method
// is one entry here and one provider folder on the server (docs/architecture.md, "Adding a payment
// method"). The ids are what the database and the API carry: they never change once orders use them.
import type { OrderKind } from './order-kinds';
import type { OrderStatus } from './order-status';

/** The names of the pictures a checkout tab may show; the pages map each to an icon. */
export type PaymentIcon = 'smartphone' | 'clock' | 'credit-card' | 'file-text';

/**
 * How the money comes: online by M-Pesa (a prompt on the phone, or Paybill with the order number
 * as account), after the shop's call (Pay Later), or as agreed on the reseller's invoice.
 */
export type PaymentSettlement = 'online' | 'after_call' | 'on_invoice';

interface PaymentMethodBase {
  id: string;
  /** As the checkout's tab, the tracking page and the console name it. */
  label: string;
  icon: PaymentIcon;
  /** The checkout shows it as a tab that takes orders, as a 'Coming Soon' tab, or not at all. */
  checkout: 'available' | 'coming_soon' | 'hidden';
}

/** A method orders carry (the database's orders_payment_method_of_kind check is built from these). */
export interface OrderPaymentMethodInfo extends PaymentMethodBase {
  takesOrders: true;
  orderKind: OrderKind;
  /** The status an order of this method waits in for its money (initialStatus). */
  startsIn: OrderStatus;
  settlement: PaymentSettlement;
  /** The shopper may switch an unpaid order to it by asking (POST /api/orders/:n/payment-method). */
  shopperMaySwitchTo: boolean;
  /** Why not, in the shopper's words, when they may not but the method is a checkout choice. */
  switchRefusal?: string;
  /** KRA eTIMS's payment type of its sales (code-definition/payment-method.md): how the money came. */
  kraPaymentType: string;
}

/** A tab the checkout announces before the shop can take it: no order carries it yet. */
export interface ComingSoonPaymentMethodInfo extends PaymentMethodBase {
  takesOrders: false;
  checkout: 'coming_soon';
}

export type PaymentMethodInfo = OrderPaymentMethodInfo | ComingSoonPaymentMethodInfo;

/** In the checkout's tab order (SPEC §2: M-Pesa, Pay Later, Other). */
export const PAYMENT_METHOD_LIST = [
  {
    id: 'mpesa',
    label: 'M-Pesa',
    icon: 'smartphone',
    checkout: 'available',
    takesOrders: true,
    orderKind: 'retail',
    startsIn: 'awaiting_payment',
    settlement: 'online',
    // The server switches an order to M-Pesa once a payment prompt is on the payer's phone, so
    // nobody turns a Pay Later order into an M-Pesa one that is then cancelled unpaid.
    shopperMaySwitchTo: false,
    switchRefusal:
      'An order switches to M-Pesa when its payment prompt is sent: start the M-Pesa payment instead',
    // 06 mobile money.
    kraPaymentType: '06',
  },
  {
    id: 'pay_later',
    label: 'Pay Later',
    icon: 'clock',
    checkout: 'available',
    takesOrders: true,
    orderKind: 'retail',
    startsIn: 'pending_payment',
    settlement: 'after_call',
    shopperMaySwitchTo: true,
    // Invoiced when the shop confirms it after the call; the way its money comes is agreed on the
    // phone and not recorded: 07 "other means" says that, where 01 cash or 06 mobile money would
    // state a means the shop does not know.
    kraPaymentType: '07',
  },
  { id: 'other', label: 'Other', icon: 'credit-card', checkout: 'coming_soon', takesOrders: false },
  {
    id: 'invoice',
    label: 'Wholesale invoice',
    icon: 'file-text',
    checkout: 'hidden',
    takesOrders: true,
    orderKind: 'wholesale',
    startsIn: 'pending',
    settlement: 'on_invoice',
    shopperMaySwitchTo: false,
    // Paid on the reseller's terms: 02 credit.
    kraPaymentType: '02',
  },
] as const satisfies readonly PaymentMethodInfo[];

type Listed = (typeof PAYMENT_METHOD_LIST)[number];
type CheckoutTab = Exclude<Listed, { checkout: 'hidden' }>;

/** Every id of the list, 'Coming Soon' ones included. */
export type PaymentMethodId = Listed['id'];
/** What an order's paymentMethod column and the API's field hold. */
export type OrderPaymentMethod = Extract<Listed, { takesOrders: true }>['id'];
/** What POST /api/orders accepts: the methods the checkout takes now. */
export type CheckoutPaymentMethod = Extract<Listed, { checkout: 'available' }>['id'];
/** The checkout's tabs, working or 'Coming Soon'. */
export type CheckoutTabId = CheckoutTab['id'];

/**
 * For the code that does something only one method does (the M-Pesa prompt, the reseller's
 * invoice); everything else asks the method's properties instead of its id.
 */
export const PAYMENT_METHOD = {
  mpesa: 'mpesa',
  payLater: 'pay_later',
  other: 'other',
  invoice: 'invoice',
} as const satisfies Record<string, PaymentMethodId>;

type NonEmpty<T> = readonly [T, ...T[]];

function idsWhere<T extends PaymentMethodId>(keep: (method: PaymentMethodInfo) => boolean): NonEmpty<T> {
  return PAYMENT_METHOD_LIST.filter(keep).map((method) => method.id) as unknown as NonEmpty<T>;
}

export const ORDER_PAYMENT_METHODS = idsWhere<OrderPaymentMethod>((method) => method.takesOrders);
export const CHECKOUT_PAYMENT_METHODS = idsWhere<CheckoutPaymentMethod>(
  (method) => method.checkout === 'available',
);
/** The methods an order of `kind` may carry: the database's orders_payment_method_of_kind check. */
export function paymentMethodsOf(kind: OrderKind): NonEmpty<OrderPaymentMethod> {
  return idsWhere((method) => method.takesOrders && method.orderKind === kind);
}
/** The methods a shopper may ask to switch an unpaid order to. */
export const SHOPPER_SWITCH_METHODS = idsWhere<CheckoutPaymentMethod>(
  (method) => method.takesOrders && method.checkout === 'available' && method.shopperMaySwitchTo,
);

/** The checkout's payment tabs, in order. */
export const CHECKOUT_TABS: readonly CheckoutTab[] = PAYMENT_METHOD_LIST.filter(
  (method): method is CheckoutTab => method.checkout !== 'hidden',
);

const BY_ID = new Map<string, PaymentMethodInfo>(PAYMENT_METHOD_LIST.map((method) => [method.id, method]));

/** The entry of a method an order carries. */
export function paymentMethodInfo(id: OrderPaymentMethod): OrderPaymentMethodInfo {
  return BY_ID.get(id) as OrderPaymentMethodInfo;
}

/** The entry of any listed id, or undefined for a value the list does not know. */
export function findPaymentMethod(id: string): PaymentMethodInfo | undefined {
  return BY_ID.get(id);
}

export const PAYMENT_METHOD_LABELS = Object.fromEntries(
  ORDER_PAYMENT_METHODS.map((id) => [id, paymentMethodInfo(id).label]),
) as Record<OrderPaymentMethod, string>;

/** 'a, b or c': the ids an API message lists as the accepted values. */
export function listOfIds(ids: readonly string[]): string {
  return ids.length < 2 ? ids.join('') : `${ids.slice(0, -1).join(', ')} or ${ids.at(-1)!}`;
}
