// The console's order list: both kinds in one list, filtered on indexed columns and paged, with a
// search over order number, name, phone, email and the reseller's business. One query for the
// page, one for the count and one for the resellers' business names, whatever the page shows (no
// query per row).
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { lineTitle } from '../../../core/line-title';
import type { OrderFilters } from '../../../core/order-filters';
import { orderDeliveryText } from '../../../core/order-delivery';
import type { OrderListRow } from '../../../core/order-list-row';
import { PAGE_SIZE, pageOffset, type Paged } from '../../../core/paging';
import { addShopDays, shopDateStart } from '../../../core/shop-time';
import type { DbExecutor } from '../../db/executor';
import { orders } from './tables';
import { pickupPointsOf } from './pickup-point-of';
import { accountContacts, businessNamesLike } from '../accounts';

export type { OrderListRow };

// An export is a download of the filtered list; past this the owner narrows the dates.
export const MAX_EXPORT_ROWS = 50_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function searchWhere(db: DbExecutor, q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const contains = `%${escapeLike(text)}%`;
  const matches: (SQL | undefined)[] = [
    ilike(orders.orderNumber, `%${escapeLike(text.toUpperCase())}%`),
    ilike(orders.customerName, contains),
    ilike(orders.customerEmail, contains),
    inArray(orders.userId, businessNamesLike(db, contains)),
  ];
  // Phones are stored as typed (0712 345 678, +254712345678): compare digits, local form.
  let digits = text.replace(/\D/g, '');
  if (digits.startsWith('254')) digits = `0${digits.slice(3)}`;
  if (digits.length >= 4) {
    const storedLocal = sql`regexp_replace(regexp_replace(${orders.customerPhone}, '\\D', '', 'g'), '^254', '0')`;
    matches.push(sql`${storedLocal} like ${`%${digits}%`}`);
  }
  return or(...matches);
}

function orderFiltersWhere(db: DbExecutor, filters: OrderFilters): SQL | undefined {
  const from = filters.from ? shopDateStart(filters.from) : null;
  const to = filters.to ? shopDateStart(filters.to) : null;
  return and(
    filters.kind ? eq(orders.kind, filters.kind) : undefined,
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.method ? eq(orders.paymentMethod, filters.method) : undefined,
    from ? gte(orders.createdAt, from) : undefined,
    to ? lt(orders.createdAt, addShopDays(to, 1)) : undefined,
    filters.q ? searchWhere(db, filters.q) : undefined,
  );
}

/** The units an order's lines add up to, read with the order's row. */
export const unitsOrdered =
  sql<number>`(select coalesce(sum((line->>'quantity')::int), 0) from jsonb_array_elements(${orders.items}) as line)`.mapWith(
    Number,
  );

const listColumns = {
  orderNumber: orders.orderNumber,
  kind: orders.kind,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  customerEmail: orders.customerEmail,
  userId: orders.userId,
  itemCount: unitsOrdered,
  totalCents: orders.totalCents,
  createdAt: orders.createdAt,
};

/** The rows with their reseller's business name (null for a retail order) in place of the account's id. */
async function withBusinessNames<Row extends { userId: number | null }>(
  db: DbExecutor,
  rows: Row[],
): Promise<(Omit<Row, 'userId'> & { businessName: string | null })[]> {
  const accounts = await accountContacts(
    db,
    rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
  );
  return rows.map(({ userId, ...row }) => ({
    ...row,
    businessName: userId === null ? null : (accounts.get(userId)?.businessName ?? null),
  }));
}

export async function searchOrders(
  db: DbExecutor,
  filters: OrderFilters,
  page: number,
): Promise<Paged<OrderListRow>> {
  const where = orderFiltersWhere(db, filters);
  const [rows, [counts]] = await Promise.all([
    db
      .select(listColumns)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    rows: await withBusinessNames(db, rows),
    page,
    pageSize: PAGE_SIZE,
    total: Number(counts?.n ?? 0),
  };
}

/**
 * A row of the orders export: the list's, what was sold, e.g. "2 × Raw Shea Butter (250 g)", and
 * how it goes, e.g. "Pickup point: Nyali Parcel Agent, Nyali".
 */
export type OrderExportRow = OrderListRow & {
  lines: string;
  delivery: string;
  discountCode: string | null;
  discountCents: number;
};

export async function exportOrders(db: DbExecutor, filters: OrderFilters): Promise<OrderExportRow[]> {
  const rows = await db
    .select({
      ...listColumns,
      items: orders.items,
      deliveryMethod: orders.deliveryMethod,
      pickupPointId: orders.pickupPointId,
      discountCode: orders.discountCode,
      discountCents: orders.discountCents,
    })
    .from(orders)
    .where(orderFiltersWhere(db, filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(MAX_EXPORT_ROWS);
  const points = await pickupPointsOf(db, rows);
  return (await withBusinessNames(db, rows)).map(({ items, deliveryMethod, pickupPointId, ...row }) => ({
    ...row,
    lines: items.map((item) => `${item.quantity} × ${lineTitle(item)}`).join('; '),
    delivery: orderDeliveryText(
      deliveryMethod,
      pickupPointId === null ? null : (points.get(pickupPointId) ?? null),
    ),
  }));
}
