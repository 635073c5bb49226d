// One shopper's visit, as the storefront makes it: three pages, the cart's price check
// (GET /api/products, as the cart does on opening), an M-Pesa order, the payment prompt answered on
// the phone (the simulator calls the shop back), the status polled as the widget does, and the
// tracking page and lookup. One shopper in ten cancels the prompt and switches to Pay Later.
import { BrokenPromise, type Traffic } from './traffic';

export interface OrderLine {
  id: number;
  quantity: number;
}

/** An order the shop acknowledged (201), and what the shopper was told about its payment. */
export interface AcknowledgedOrder {
  orderNumber: string;
  email: string;
  deliveryArea: string;
  lines: OrderLine[];
  /** 'paid': the widget said success; 'pay_later': cancelled the prompt, then switched. */
  outcome: 'paid' | 'pay_later';
}

export interface VisitResult {
  order?: AcknowledgedOrder;
  /** The order was refused for lack of stock (409): an honest answer, not a broken promise. */
  soldOut?: boolean;
}

interface ProductJson {
  id: number;
  inStock: boolean;
}

const PHONE_PAYS = '0708374149';
const PHONE_CANCELS = '0700001032';
const AREAS = ['Nairobi CBD', 'Westlands', 'Mombasa', 'Uganda'];
// The widget polls every 10 s (SPEC §4); faster here, within the per-payment limit of 30 a minute.
const POLL_MS = 2_000;
const PAYMENT_WITHIN_MS = 60_000;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

export async function visit(traffic: Traffic, n: number, run: string): Promise<VisitResult> {
  // Each visit is a new shopper on a new address, as if behind the shop's reverse proxy.
  const headers = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  const send = (step: string, path: string, options: Parameters<Traffic['send']>[2] = {}) =>
    traffic.send(step, path, { ...options, headers: { ...headers, ...options.headers } });

  await send('page /', '/');
  await send('page /products', '/products');
  const catalogue = JSON.parse(
    (await send('api products (cart prices)', '/api/products')).text,
  ) as ProductJson[];
  const onSale = catalogue.filter((p) => p.inStock);
  if (onSale.length === 0) return { soldOut: true };
  const first = pick(onSale);
  await send('page /product/:id', `/product/${first.id}`);
  const second = pick(onSale);
  const lines = [...new Set([first.id, second.id])].map((id) => ({
    id,
    quantity: 1 + Math.floor(Math.random() * 2),
  }));

  const email = `load-${run}-${n}@example.com`;
  const deliveryArea = pick(AREAS);
  const placed = await send('api order', '/api/orders', {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': `load-${run}-${n}` },
    body: {
      customerName: 'Load Shopper',
      customerEmail: email,
      // Each shopper its own phone too: unpaid orders of one phone hold only so many units.
      customerPhone: `0711${String(n % 1_000_000).padStart(6, '0')}`,
      deliveryAddress: 'Moi Avenue, Bazaar Plaza, 3rd floor',
      deliveryArea,
      items: lines,
      paymentMethod: 'mpesa',
    },
    allowed: [201, 409],
  });
  if (placed.status === 409) return { soldOut: true };
  const order = JSON.parse(placed.text) as { orderNumber: string; totalAmount: string; paymentToken: string };
  const cancels = n % 10 === 9;
  const acknowledged: AcknowledgedOrder = {
    orderNumber: order.orderNumber,
    email,
    deliveryArea,
    lines,
    outcome: cancels ? 'pay_later' : 'paid',
  };
  try {
    await pay(send, traffic, order, cancels);
    if (cancels) {
      await send('api switch to pay later', `/api/orders/${order.orderNumber}/payment-method`, {
        method: 'POST',
        body: { paymentMethod: 'pay_later', paymentToken: order.paymentToken, customerEmail: email },
      });
    }
    await send('page /track-order', `/track-order?order=${order.orderNumber}`);
    const tracked = JSON.parse(
      (
        await send(
          'api track',
          `/api/orders/track?orderNumber=${order.orderNumber}&email=${encodeURIComponent(email)}`,
        )
      ).text,
    ) as { status: string };
    const expected = cancels ? 'pending_payment' : 'confirmed';
    if (tracked.status !== expected) {
      traffic.breakPromise(
        `api track: ${order.orderNumber} is ${tracked.status}, the shopper was told ${expected}`,
      );
    }
  } catch (error) {
    // The order stays acknowledged whatever broke afterwards: the audit still holds it to account.
    if (error instanceof BrokenPromise) return { order: acknowledged };
    throw error;
  }
  return { order: acknowledged };
}

async function pay(
  send: (step: string, path: string, options?: Parameters<Traffic['send']>[2]) => ReturnType<Traffic['send']>,
  traffic: Traffic,
  order: { orderNumber: string; totalAmount: string; paymentToken: string },
  cancels: boolean,
) {
  const push = JSON.parse(
    (
      await send('api stk push', '/api/mpesa/stk-push', {
        method: 'POST',
        body: {
          phoneNumber: cancels ? PHONE_CANCELS : PHONE_PAYS,
          amount: Number(order.totalAmount),
          orderReference: order.orderNumber,
          description: 'Heritage Shea order',
          paymentToken: order.paymentToken,
        },
      })
    ).text,
  ) as { success: boolean; checkoutRequestId: string; message: string };
  if (!push.success) traffic.breakPromise(`api stk push: refused for ${order.orderNumber}: ${push.message}`);
  const deadline = Date.now() + PAYMENT_WITHIN_MS;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const status = JSON.parse(
      (
        await send('api payment status', '/api/mpesa/query-status', {
          method: 'POST',
          body: { checkoutRequestId: push.checkoutRequestId },
        })
      ).text,
    ) as { ResultCode: string };
    if (status.ResultCode !== '') {
      const expected = cancels ? '1032' : '0';
      if (status.ResultCode !== expected) {
        traffic.breakPromise(
          `api payment status: ${order.orderNumber} got ${status.ResultCode}, not ${expected}`,
        );
      }
      return;
    }
    if (Date.now() > deadline) traffic.breakPromise(`api payment status: ${order.orderNumber} never settled`);
  }
}
