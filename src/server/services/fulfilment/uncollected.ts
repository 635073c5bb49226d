// Parcels left at a pickup point: once one has waited the owner's number of days (delivery settings,
// 7 by default), the owner gets one mail about it, with the point's phone to call. Each parcel is
// claimed with SKIP LOCKED and marked in the same transaction, so two app processes never send twice.
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Mail } from '../../integrations/mail/mail';
import { pickupPointsById } from '../delivery';
import { brandedMail, enqueueMail } from '../notifications';
import type { DbExecutor } from '../../db/executor';
import { orderNumbersOf, pickupPointIdsOf } from '../orders';
import type { FulfilmentContext } from './context';
import { shipments } from './tables';
import { nairobiTime } from './time';

const DAY_MS = 24 * 60 * 60 * 1000;
// A pass reminds of this many at most; the next pass takes the rest.
const PER_PASS = 100;

export interface Uncollected {
  shipmentId: number;
  orderNumber: string;
  pointName: string;
  pointPhone: string;
  readyAt: Date;
}

export async function remindUncollected(ctx: FulfilmentContext, now = new Date()): Promise<Uncollected[]> {
  return ctx.db.transaction(async (tx) => {
    const { delivery, store } = await ctx.settings.readFresh(tx);
    const due = await tx
      .select()
      .from(shipments)
      .where(
        and(
          eq(shipments.status, 'ready_for_pickup'),
          isNull(shipments.remindedAt),
          lt(shipments.readyAt, new Date(now.getTime() - delivery.pickupReminderDays * DAY_MS)),
        ),
      )
      .orderBy(asc(shipments.readyAt))
      .limit(PER_PASS)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(shipments)
      .set({ remindedAt: now })
      .where(
        sql`${shipments.id} in (${sql.join(
          due.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      );
    const [numbers, points] = await Promise.all([
      orderNumbersOf(
        tx,
        due.map((row) => row.orderId),
      ),
      pickupPointsByShipment(tx, due),
    ]);
    const parcels = due.map((row) => ({
      shipmentId: row.id,
      orderNumber: numbers.get(row.orderId) ?? '',
      pointName: points.get(row.id)?.name ?? 'the pickup point',
      pointPhone: points.get(row.id)?.phone ?? '',
      readyAt: row.readyAt!,
    }));
    for (const parcel of parcels) {
      await enqueueMail(
        tx,
        `shipment:${parcel.shipmentId}:uncollected`,
        uncollectedMail(
          store.email,
          parcel,
          delivery.pickupReminderDays,
          `${ctx.publicUrl}/admin/orders/${parcel.orderNumber}`,
        ),
      );
    }
    return parcels;
  });
}

/** The point each parcel waits at: its order's. */
async function pickupPointsByShipment(tx: DbExecutor, rows: readonly { id: number; orderId: number }[]) {
  const pointOfOrder = await pickupPointIdsOf(
    tx,
    rows.map((row) => row.orderId),
  );
  const points = await pickupPointsById(tx, [...new Set(pointOfOrder.values())]);
  return new Map(
    rows.flatMap((row) => {
      const point = points.get(pointOfOrder.get(row.orderId) ?? -1);
      return point ? [[row.id, point] as const] : [];
    }),
  );
}

export function uncollectedMail(to: string, parcel: Uncollected, days: number, orderLink: string): Mail {
  // Subjects are logged: the order number only.
  return brandedMail(
    { to, subject: `Uncollected for ${days} days: ${parcel.orderNumber}` },
    {
      greeting: 'Hello,',
      body: [
        `The parcel of order ${parcel.orderNumber} has waited at ${parcel.pointName} since ${nairobiTime(parcel.readyAt)}, and the customer has not collected it.`,
        parcel.pointPhone
          ? `Call the customer, or the point on ${parcel.pointPhone}, to arrange it; if it comes back, mark it back at the shop so its units can ship again or go back in stock.`
          : 'Call the customer to arrange it; if it comes back, mark it back at the shop so its units can ship again or go back in stock.',
        { kind: 'button', label: 'Open the order', url: orderLink },
      ],
    },
  );
}
