// The To pack screen's reads: the orders waiting to be packed, oldest first, and the pick list of a
// selection of them. The list is one query for the page and one for the count, both served by
// orders_status_created_at_idx (status, created_at): only the waiting orders are read and sorted,
// however many the shop has shipped. The page's pickup points are one more query, never one a row.
import { and, asc, count, inArray } from 'drizzle-orm';
import {
  MAX_PICK_LIST_ORDERS,
  parseOrderNumbers,
  pickListOf,
  type PackRow,
  type PickList,
} from '../../../core/fulfilment';
import { READY_TO_PACK_STATUSES } from '../../../core/order-status';
import { PAGE_SIZE, pageOffset, type Paged } from '../../../core/paging';
import type { DbExecutor } from '../../db/executor';
import { ServiceError } from '../errors';
import { pickupPointsOf } from './pickup-point-of';
import { unitsOrdered } from './search';
import { orders } from './tables';

const readyToPack = inArray(orders.status, [...READY_TO_PACK_STATUSES]);

export async function ordersToPack(db: DbExecutor, page: number): Promise<Paged<PackRow>> {
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        orderNumber: orders.orderNumber,
        kind: orders.kind,
        status: orders.status,
        createdAt: orders.createdAt,
        customerName: orders.customerName,
        deliveryArea: orders.deliveryArea,
        deliveryMethod: orders.deliveryMethod,
        pickupPointId: orders.pickupPointId,
        units: unitsOrdered,
        totalCents: orders.totalCents,
        paymentMethod: orders.paymentMethod,
      })
      .from(orders)
      .where(readyToPack)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(orders).where(readyToPack),
  ]);
  const points = await pickupPointsOf(db, rows);
  return {
    rows: rows.map(({ pickupPointId, ...row }) => ({
      ...row,
      pickupPointName: pickupPointId === null ? null : (points.get(pickupPointId)?.name ?? null),
    })),
    page,
    pageSize: PAGE_SIZE,
    total: Number(counts?.n ?? 0),
  };
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * The pick list of `?orders=` in one query. A number that is no order, or an order not waiting to
 * be packed (unpaid, shipped, cancelled), is refused by name: a list that silently left one out
 * would send a packer to the shelves short.
 */
export async function readPickList(db: DbExecutor, raw: readonly string[]): Promise<PickList> {
  const { numbers, malformed } = parseOrderNumbers(raw);
  if (malformed.length > 0) {
    throw new ServiceError('invalid', `Not an order number: ${malformed.join(', ')}.`);
  }
  if (numbers.length === 0) throw new ServiceError('invalid', 'Choose the orders to pick for.');
  if (numbers.length > MAX_PICK_LIST_ORDERS) {
    throw new ServiceError(
      'invalid',
      `A pick list covers at most ${MAX_PICK_LIST_ORDERS} orders; ${numbers.length} were chosen.`,
    );
  }
  const found = await db
    .select({ orderNumber: orders.orderNumber, items: orders.items })
    .from(orders)
    .where(and(inArray(orders.orderNumber, numbers), readyToPack))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const ready = new Set(found.map((order) => order.orderNumber));
  const missing = numbers.filter((number) => !ready.has(number));
  if (missing.length > 0) {
    throw new ServiceError(
      'invalid',
      `${plural(missing.length, 'This order is', 'These orders are')} not waiting to be packed: ${missing.join(', ')}.`,
    );
  }
  return pickListOf(found);
}
