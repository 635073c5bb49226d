// The Today page's read model: what the owner must do today, in one round of queries: first what
// keeps failing (services/alerts), then the day. Pay Later orders come oldest first with their age,
// against the 10-minute promise; money that arrived but confirmed nothing is listed until it is
// dealt with, and Paybill payments still to assign (none of them refunded) and money still owed
// back are counted.
//
// Reads the orders' table where it lies: the day's and the week's sales summed over every order,
// the orders waiting by kind and status, the Pay Later calls, and the numbers of the orders M-Pesa's
// prompts name, all in the one parallel round the page is drawn from. M-Pesa's facts, the stock,
// the waiting lists and the work waiting in accounts, reviews and messages come through their doors.
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FailingChannel } from '../../../../core/failure-alerts';
import type { OrderKind } from '../../../../core/order-kinds';
import type { PaymentStatus } from '../../../../core/payment-statuses';
import { PAID_STATUSES } from '../../../../core/order-status';
import { startOfShopDay, startOfShopWeek } from '../../../../core/shop-time';
import type { DbExecutor } from '../../../db/executor';
import { orders } from '../../orders/tables';
import { countAwaitingAssignment, promptsNeedingAttention, readNeededRefunds } from '../../mpesa';
import type { IncidentRow } from '../../alerts';
import type { LowStockProduct } from '../../catalogue';

const LIST_LIMIT = 20;

/** A product shoppers wait for, and how many (services/stock-alerts). */
export interface AwaitedProduct {
  id: number;
  name: string;
  waiting: number;
}

/** The work waiting for the owner in other domains, each counted by its own door. */
export interface WaitingWork {
  /** Reseller applications awaiting a decision (services/accounts). */
  countPendingResellers(): Promise<number>;
  /** Reviews awaiting moderation (services/reviews). */
  countPendingReviews(): Promise<number>;
  /** Contact messages nobody has handled (services/messages). */
  countOpenMessages(): Promise<number>;
}

export interface SalesFigures {
  orders: number;
  revenueCents: number;
}

export interface TodayOverview {
  /** Mail, texts, eTIMS or M-Pesa prompts that keep failing (services/alerts), oldest first. */
  failing: FailingChannel[];
  today: SalesFigures;
  week: SalesFigures;
  awaitingPayment: number;
  wholesaleToAccept: number;
  payLaterToCall: {
    orderNumber: string;
    customerName: string;
    customerPhone: string;
    totalCents: number;
    minutesWaiting: number;
  }[];
  paymentsNeedingAttention: {
    checkoutRequestId: string;
    orderNumber: string;
    status: PaymentStatus;
    amountCents: number;
    receiptNumber: string | null;
    at: Date;
  }[];
  lowStock: LowStockProduct[];
  /** Products shoppers wait to see back in stock, the most awaited first. */
  mostAwaited: AwaitedProduct[];
  pendingResellers: number;
  pendingReviews: number;
  openMessages: number;
  /** Paybill payments no order claimed, waiting to be assigned by hand. */
  paybillToAssign: number;
  /** Payments with money still owed back (the refunds page's list). */
  refundsOwed: number;
}

async function sales(db: DbExecutor, since: Date): Promise<SalesFigures> {
  const [row] = await db
    .select({
      orders: count(),
      revenueCents:
        sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${inArray(orders.status, [...PAID_STATUSES])}), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(and(gte(orders.createdAt, since), sql`${orders.status} <> 'cancelled'`));
  return { orders: Number(row?.orders ?? 0), revenueCents: row?.revenueCents ?? 0 };
}

async function countOf(query: Promise<{ n: number }[]>) {
  const [row] = await query;
  return Number(row?.n ?? 0);
}

/** M-Pesa's prompts that need a look, named by their orders' numbers. */
async function paymentsNeedingAttention(db: DbExecutor): Promise<TodayOverview['paymentsNeedingAttention']> {
  const prompts = await promptsNeedingAttention(db, LIST_LIMIT);
  if (prompts.length === 0) return [];
  const numbered = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(
      inArray(
        orders.id,
        prompts.map((prompt) => prompt.orderId),
      ),
    );
  const numbers = new Map(numbered.map((row) => [row.id, row.orderNumber]));
  return prompts.map(({ orderId, ...prompt }) => ({ ...prompt, orderNumber: numbers.get(orderId)! }));
}

export async function todayOverview(
  db: DbExecutor,
  {
    now = new Date(),
    lowStock,
    mostAwaited,
    failing,
    waitingWork,
  }: {
    now?: Date;
    lowStock: Promise<LowStockProduct[]>;
    mostAwaited: Promise<AwaitedProduct[]>;
    failing: Promise<IncidentRow[]>;
    waitingWork: WaitingWork;
  },
): Promise<TodayOverview> {
  const statusCount = (kind: OrderKind, status: 'awaiting_payment' | 'pending') =>
    countOf(
      db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.kind, kind), eq(orders.status, status))),
    );
  const [
    today,
    week,
    awaitingPayment,
    wholesaleToAccept,
    toCall,
    attention,
    lowStockNow,
    resellers,
    pendingReviews,
    openMessages,
    paybillToAssign,
    owed,
  ] = await Promise.all([
    sales(db, startOfShopDay(now)),
    sales(db, startOfShopWeek(now)),
    statusCount('retail', 'awaiting_payment'),
    statusCount('wholesale', 'pending'),
    db
      .select({
        orderNumber: orders.orderNumber,
        customerName: orders.customerName,
        customerPhone: orders.customerPhone,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.status, 'pending_payment'))
      .orderBy(asc(orders.createdAt))
      .limit(LIST_LIMIT),
    paymentsNeedingAttention(db),
    lowStock,
    waitingWork.countPendingResellers(),
    waitingWork.countPendingReviews(),
    waitingWork.countOpenMessages(),
    countAwaitingAssignment(db),
    // The same list the refunds page shows, so the two never disagree; it holds only the few
    // payments not yet refunded in full, and what is owed of each is netted in JavaScript there.
    readNeededRefunds(db),
  ]);
  return {
    failing: (await failing).map((incident) => ({
      channel: incident.channel,
      failures: incident.failures,
      since: incident.openedAt,
      lastFailureAt: incident.lastFailureAt,
    })),
    today,
    week,
    awaitingPayment,
    wholesaleToAccept,
    payLaterToCall: toCall.map(({ createdAt, ...order }) => ({
      ...order,
      minutesWaiting: Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 60_000)),
    })),
    paymentsNeedingAttention: attention,
    lowStock: lowStockNow,
    mostAwaited: await mostAwaited,
    pendingResellers: resellers,
    pendingReviews,
    openMessages,
    paybillToAssign,
    refundsOwed: owed.length,
  };
}

/**
 * `services.console.today`: the Today page as of `now`, with the products lowest on stock from the
 * console's view, the ones shoppers wait for most from the back-in-stock lists, the failing
 * channels, and the work waiting in accounts, reviews and messages.
 */
export function createTodayService(
  db: DbExecutor,
  products: { lowStock(limit: number): Promise<LowStockProduct[]> },
  waitingLists: { mostAwaited(limit: number): Promise<AwaitedProduct[]> },
  alerts: { open(): Promise<IncidentRow[]> },
  waitingWork: WaitingWork,
) {
  return (now?: Date) =>
    todayOverview(db, {
      now,
      lowStock: products.lowStock(LIST_LIMIT),
      mostAwaited: waitingLists.mostAwaited(LIST_LIMIT),
      failing: alerts.open(),
      waitingWork,
    });
}
