// An unpaid M-Pesa order may hold more of a product than UNPAID_UNITS_PER_PRODUCT (unpaid-hold.ts),
// but the units beyond only for settings.orders.surplusHoldMinutes: a prompt is paid within
// minutes or not at all, and a hoarder's unpaid order must not keep a product off sale for the
// hours an unpaid order may wait. Unless paid by then, those units go back on sale (held back,
// catalogue/held-back.ts); a new prompt for the order takes them again first (or says they sold
// meanwhile), and a payment that comes anyway takes what is left of them. Orders are claimed with
// FOR UPDATE SKIP LOCKED, so any number of app processes may run the release at once: each order's
// units go back once, and an order being paid at that moment (holding its lock) waits for the next run.
import { and, asc, eq, isNotNull, lte, not } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { orders } from './tables';
import { heldBackUnits, holdBack, takeBackHeld, unitsPastLimit, type StockLine } from '../catalogue';
import { ServiceError } from '../errors';
import type { OrdersContext } from './context';
import { toOrder, type Order } from './model';
import type { PaymentProviders } from './payment-providers';

const BATCH = 100;
const MINUTE_MS = 60 * 1000;

/** When the units beyond the limit of an order placed (or prompted again) now go back on sale. */
export async function surplusHeldUntil(ctx: OrdersContext, tx: DbExecutor, now = new Date()): Promise<Date> {
  const { orders: settings } = await ctx.settings.readFresh(tx);
  return new Date(now.getTime() + settings.surplusHoldMinutes * MINUTE_MS);
}

/**
 * Puts back on sale the units beyond the limit of every unpaid order whose short hold is over, and
 * returns their order numbers. An order with a prompt still waiting for its answer is left for a
 * later run: the payer may be typing the PIN.
 */
export async function releaseLapsedSurplus(
  ctx: OrdersContext,
  payments: Pick<PaymentProviders, 'awaitingPayer'>,
  now = new Date(),
): Promise<string[]> {
  const limit = ctx.orderLimits.unpaidUnitsPerProduct;
  const promptWaiting = payments.awaitingPayer(orders.id);
  const noPromptWaiting = promptWaiting ? not(promptWaiting) : undefined;
  const released: string[] = [];
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(orders)
        .where(and(isNotNull(orders.surplusHeldUntil), lte(orders.surplusHeldUntil, now), noPromptWaiting))
        .orderBy(asc(orders.surplusHeldUntil), asc(orders.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const done: string[] = [];
      for (const row of rows) {
        const order = toOrder(row);
        // A paid or cancelled order has its hold cleared as it moves (transition.ts); this is a guard.
        if (order.status === 'awaiting_payment') {
          await holdBack(tx, order.id, await unitsPastLimit(tx, order, limit));
          done.push(order.orderNumber);
        }
        await tx.update(orders).set({ surplusHeldUntil: null }).where(eq(orders.id, order.id));
      }
      return { done, claimed: rows.length };
    });
    released.push(...batch.done);
    if (batch.claimed < BATCH) return released;
  }
}

const SOLD_MEANWHILE =
  'Some of this order was put back on sale when it stayed unpaid, and has sold since. Please place a new order.';

/**
 * Before a new payment prompt for the locked `order`: its units back on sale are taken again and held
 * for another short while, or, when some have sold meanwhile, a 409 says so (and the caller's
 * transaction rolls back what it took).
 */
export async function holdSurplusForPrompt(ctx: OrdersContext, tx: DbExecutor, order: Order): Promise<void> {
  const held = await heldBackUnits(tx, order.id);
  if (held.length === 0) return;
  const short = await takeBackHeld(tx, order.id);
  if (short.length > 0) throw new ServiceError('conflict', SOLD_MEANWHILE);
  await tx
    .update(orders)
    .set({ surplusHeldUntil: await surplusHeldUntil(ctx, tx) })
    .where(eq(orders.id, order.id));
}

/**
 * The locked order is paid: its units back on sale are taken again, as many sizes as stock allows.
 * Returns a note for its history naming what could not be (sold while the order was unpaid), or
 * nothing.
 */
export async function takeBackOnPayment(tx: DbExecutor, order: Order): Promise<string | undefined> {
  const short = await takeBackHeld(tx, order.id);
  if (short.length === 0) return undefined;
  return `Paid after part of it went back on sale, and ${describe(order, short)} sold meanwhile: contact the customer`;
}

function describe(order: Order, lines: readonly StockLine[]): string {
  return lines
    .map((line) => {
      const sold = order.items.find((item) => item.variantId === line.variantId);
      const name = sold ? `${sold.name}${sold.size ? ` (${sold.size})` : ''}` : `product ${line.productId}`;
      return `${line.quantity} × ${name}`;
    })
    .join(', ');
}
