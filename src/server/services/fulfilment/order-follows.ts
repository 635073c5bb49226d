// The order's status follows its parcels: some units away is processing (partly shipped), all away
// is shipped, all delivered is delivered. Called under the order's row lock after every shipment
// change, it also writes the count of units away that keeps the order from being cancelled.
import { TRACKING_STEPS, type OrderStatus } from '../../../core/order-status';
import { fulfilmentState, type FulfilmentState } from '../../../core/shipments';
import type { DbExecutor } from '../../db/executor';
import { unitsOfOrder } from '../catalogue';
import { recordUnitsShipped, type Order } from '../orders';
import type { FulfilmentContext } from './context';
import { shippedUnits } from './units';

const STATUS_OF: Record<FulfilmentState, OrderStatus | null> = {
  unshipped: null,
  partly_shipped: 'processing',
  shipped: 'shipped',
  delivered: 'delivered',
};

export interface FollowedOrder {
  order: Order;
  state: FulfilmentState;
}

/**
 * Moves the order forward to where its parcels say it is, one step at a time (confirmed, processing,
 * shipped, delivered), mailing the customer only at the last step. Never backwards: a parcel that
 * comes back leaves a shipped order shipped until another goes out.
 */
export async function followShipments(
  ctx: FulfilmentContext,
  tx: DbExecutor,
  order: Order,
  move: { adminId: number | null; actor: string },
): Promise<FollowedOrder> {
  const units = await unitsOfOrder(tx, order);
  const toSend = units.reduce((sum, unit) => sum + unit.out, 0);
  const { away, delivered } = await shippedUnits(tx, order.id);
  const shipped = [...away.values()].reduce((sum, n) => sum + n, 0);
  await recordUnitsShipped(tx, order.id, shipped);
  let current: Order = { ...order, unitsShipped: shipped };
  const state = fulfilmentState({ toSend, shipped, delivered });
  const target = STATUS_OF[state];
  const path = TRACKING_STEPS as readonly OrderStatus[];
  const from = path.indexOf(current.status);
  // Only an order on the road moves: a cancelled one (or one still unpaid) is not on the path.
  if (!target || from < 0) return { order: current, state };
  const to = path.indexOf(target);
  for (let step = from + 1; step <= to; step++) {
    current = await ctx.orders.moveLocked(tx, current, path[step]!, {
      ...move,
      text: false,
      mail: step === to,
    });
  }
  return { order: current, state };
}
