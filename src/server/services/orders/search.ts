// The console's order list: both kinds in one list, filtered on indexed columns and paged, with a
// search over order number, name, phone and email. One query for the page and one for the count,
// whatever the page shows (no query per row).
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { lineTitle } from '../../../core/line-title';
import type { OrderFilters } from '../../../core/order-filters';
import type { OrderListRow } from '../../../core/order-list-row';
import { PAGE_SIZE, pageOffset, type Paged } from '../../../core/paging';
import { addShopDays, shopDateStart } from '../../../core/shop-time';
import type { DbExecutor } from '../../db/executor';
import { users } from '../../db/schema';
import { orders } from './tables';

export type { OrderListRow };

// An export is a download of the filtered list; past this the owner narrows the dates.
export const MAX_EXPORT_ROWS = 50_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function searchWhere(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const contains = `%${escapeLike(text)}%`;
  const matches: (SQL | undefined)[] = [
    ilike(orders.orderNumber, `%${escapeLike(text.toUpperCase())}%`),
    ilike(orders.customerName, contains),
    ilike(orders.customerEmail, contains),
    ilike(users.businessName, contains),
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

export function orderFiltersWhere(filters: OrderFilters): SQL | undefined {
  const from = filters.from ? shopDateStart(filters.from) : null;
  const to = filters.to ? shopDateStart(filters.to) : null;
  return and(
    filters.kind ? eq(orders.kind, filters.kind) : undefined,
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.method ? eq(orders.paymentMethod, filters.method) : undefined,
    from ? gte(orders.createdAt, from) : undefined,
    to ? lt(orders.createdAt, addShopDays(to, 1)) : undefined,
    filters.q ? searchWhere(filters.q) : undefined,
  );
}

const listColumns = {
  orderNumber: orders.orderNumber,
  kind: orders.kind,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  customerEmail: orders.customerEmail,
  businessName: users.businessName,
  itemCount:
    sql<number>`(select coalesce(sum((line->>'quantity')::int), 0) from jsonb_array_elements(${orders.items}) as line)`.mapWith(
      Number,
    ),
  totalCents: orders.totalCents,
  createdAt: orders.createdAt,
};

function listQuery(db: DbExecutor, filters: OrderFilters) {
  return db
    .select(listColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(orderFiltersWhere(filters))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function searchOrders(
  db: DbExecutor,
  filters: OrderFilters,
  page: number,
): Promise<Paged<OrderListRow>> {
  const counted = db.select({ n: count() }).from(orders).$dynamic();
  // Only a search reads the reseller's business name; without one the count needs no join.
  const total = filters.q ? counted.leftJoin(users, eq(users.id, orders.userId)) : counted;
  const [rows, [counts]] = await Promise.all([
    listQuery(db, filters).limit(PAGE_SIZE).offset(pageOffset(page)),
    total.where(orderFiltersWhere(filters)),
  ]);
  return { rows, page, pageSize: PAGE_SIZE, total: Number(counts?.n ?? 0) };
}

/** A row of the orders export: the list's, and what was sold, e.g. "2 × Raw Shea Butter (250 g)". */
export type OrderExportRow = OrderListRow & {
  lines: string;
  discountCode: string | null;
  discountCents: number;
};

export async function exportOrders(db: DbExecutor, filters: OrderFilters): Promise<OrderExportRow[]> {
  const rows = await db
    .select({
      ...listColumns,
      items: orders.items,
      discountCode: orders.discountCode,
      discountCents: orders.discountCents,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(orderFiltersWhere(filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(MAX_EXPORT_ROWS);
  return rows.map(({ items, ...row }) => ({
    ...row,
    lines: items.map((item) => `${item.quantity} × ${lineTitle(item)}`).join('; '),
  }));
}
