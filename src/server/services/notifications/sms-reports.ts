// Africa's Talking's delivery reports, kept on the message they are about (once their secret is
// checked), and the messages of an order as the console shows them.
import { and, asc, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import type { OrderSms } from '../../../core/order-sms';
import type { Database } from '../../db/client';
import { smsMessages } from './tables';
import type { DeliveryReport } from '../../integrations/sms/delivery-report';
import { sameSecret } from '../../lib/same-secret';

// Statuses after which nothing changes; a late 'Buffered' or 'Sent' must not overwrite them.
const FINAL_STATUSES = ['Success', 'Failed', 'Rejected'];

/** Stores a report on its message; false when no message has that id (the report is dropped). */
export async function recordDeliveryReport(db: Database, report: DeliveryReport): Promise<boolean> {
  const final = FINAL_STATUSES.includes(report.status);
  const rows = await db
    .update(smsMessages)
    .set({
      deliveryStatus: report.status,
      failureReason: report.failureReason ?? null,
      reportedAt: sql`now()`,
    })
    .where(
      and(
        eq(smsMessages.providerMessageId, report.id),
        final
          ? undefined
          : or(isNull(smsMessages.reportedAt), not(inArray(smsMessages.deliveryStatus, FINAL_STATUSES))),
      ),
    )
    .returning({ id: smsMessages.id });
  if (rows.length > 0) return true;
  // Known but kept as it was (a late report after a final one) still counts as received.
  const [known] = await db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(eq(smsMessages.providerMessageId, report.id));
  return known !== undefined;
}

/** An order's messages, oldest first (sms_messages_order_id_idx). */
export async function orderMessages(db: Database, orderId: number): Promise<OrderSms[]> {
  return db
    .select({
      id: smsMessages.id,
      recipient: smsMessages.recipient,
      to: smsMessages.to,
      message: smsMessages.message,
      state: smsMessages.state,
      deliveryStatus: smsMessages.deliveryStatus,
      failureReason: smsMessages.failureReason,
      createdAt: smsMessages.createdAt,
      sentAt: smsMessages.sentAt,
      reportedAt: smsMessages.reportedAt,
    })
    .from(smsMessages)
    .where(eq(smsMessages.orderId, orderId))
    .orderBy(asc(smsMessages.createdAt), asc(smsMessages.id));
}

export type SmsService = ReturnType<typeof createSmsService>;

/** `services.notifications`: Africa's Talking's delivery reports, and an order's messages for the console. */
export function createSmsService(db: Database, callbackSecret: string) {
  return {
    isReportSecret: (secret: string) => sameSecret(secret, callbackSecret),
    recordDeliveryReport: (report: DeliveryReport) => recordDeliveryReport(db, report),
    orderMessages: (orderId: number) => orderMessages(db, orderId),
  };
}
