// KRA eTIMS: the shop's tax invoices and credit notes, their numbering, the device and the items
// registered.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  TAX_INVOICE_KINDS,
  TAX_INVOICE_STATES,
  type TaxInvoiceKind,
  type TaxInvoiceState,
} from '../../../core/tax-invoice-states';
import type { TaxInvoiceDocument } from '../../../core/tax-invoice-document';
import { sqlList, createdAt, updatedAt } from '../../db/columns';
import { refunds } from '../mpesa/tables';
import { orders } from '../orders/tables';

/**
 * An order's tax invoice, or a credit note of it (a refund's, or the cancellation's), for KRA's
 * eTIMS (services/tax-invoices/). The row is written, with its number, in the transaction that
 * confirms the order, settles the refund or cancels the order; the document it sends is fixed then,
 * so a resend after a crash is the same request.
 */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The refund a credit note answers; null for a sale and for the credit note of a cancellation. */
    refundId: integer('refund_id').references(() => refunds.id),
    kind: text('kind').$type<TaxInvoiceKind>().notNull(),
    /** KRA's branch id (bhfId): invoice numbers count per branch. */
    branchId: text('branch_id').notNull(),
    /** Consecutive per branch from 1, taken under the branch counter's row lock. */
    invoiceNumber: integer('invoice_number').notNull(),
    /** A credit note's sale invoice number (KRA's orgInvcNo). */
    originalInvoiceNumber: integer('original_invoice_number'),
    state: text('state').$type<TaxInvoiceState>().notNull().default('pending'),
    /** The lines, buyer and totals sent to KRA, as built when the row was written. */
    document: jsonb('document').$type<TaxInvoiceDocument>().notNull(),
    /** The seller as KRA knows it when the invoice was issued (the device's taxpayer). */
    sellerPin: text('seller_pin'),
    sellerName: text('seller_name'),
    /** The control unit's answer: its id (sdcId), receipt numbers, signature and internal data. */
    cuSerialNumber: text('cu_serial_number'),
    cuInvoiceNumber: text('cu_invoice_number'),
    receiptSignature: text('receipt_signature'),
    internalData: text('internal_data'),
    /** The control unit's own date and time of the receipt (sdcDateTime, yyyyMMddHHmmss). */
    cuDateTime: text('cu_date_time'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** Why the last send failed, for the console (KRA's resultCd and message, or the network). */
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One number per branch, ever.
    uniqueIndex('tax_invoices_branch_number_key').on(t.branchId, t.invoiceNumber),
    // One sale invoice per order.
    uniqueIndex('tax_invoices_order_sale_key')
      .on(t.orderId)
      .where(sql`${t.kind} = 'sale'`),
    // One credit note per refund.
    uniqueIndex('tax_invoices_refund_key').on(t.refundId),
    // One credit note for the order's cancellation (an order is cancelled once).
    uniqueIndex('tax_invoices_order_cancellation_key')
      .on(t.orderId)
      .where(sql`${t.kind} = 'credit_note' and ${t.refundId} is null`),
    // An order's documents (its page, its invoice endpoint).
    index('tax_invoices_order_idx').on(t.orderId, t.id),
    // The console's list, newest first, and the sender's next unsent number per branch.
    index('tax_invoices_state_idx').on(t.state, t.branchId, t.invoiceNumber),
    check('tax_invoices_kind_known', sql`${t.kind} in (${sqlList(TAX_INVOICE_KINDS)})`),
    check('tax_invoices_state_known', sql`${t.state} in (${sqlList(TAX_INVOICE_STATES)})`),
    check('tax_invoices_number_positive', sql`${t.invoiceNumber} > 0`),
    check(
      'tax_invoices_credit_note_of_sale',
      sql`(${t.kind} = 'credit_note') = (${t.originalInvoiceNumber} is not null) and (${t.kind} = 'credit_note' or ${t.refundId} is null)`,
    ),
  ],
);

/** The last invoice number given per branch; its row lock makes numbers consecutive. */
export const taxInvoiceCounters = pgTable('tax_invoice_counters', {
  branchId: text('branch_id').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
  /**
   * While set in the future, one process is sending this branch's invoices in number order; the
   * others leave them to it (services/tax-invoices/send.ts).
   */
  sendingUntil: timestamp('sending_until', { withTimezone: true }),
  /** Which sender holds the lease: only it may renew it, and one that lost it stops. */
  sendingBy: text('sending_by'),
});

/**
 * The eTIMS device of a PIN and branch once initialised (selectInitOsdcInfo): its communication
 * key (cmcKey, a credential sent with every call) and the control unit's ids.
 */
export const etimsDevices = pgTable(
  'etims_devices',
  {
    tin: text('tin').notNull(),
    branchId: text('branch_id').notNull(),
    deviceSerial: text('device_serial').notNull(),
    cmcKey: text('cmc_key').notNull(),
    taxpayerName: text('taxpayer_name').notNull(),
    branchName: text('branch_name').notNull().default(''),
    sdcId: text('sdc_id').notNull(),
    mrcNo: text('mrc_no').notNull().default(''),
    initialisedAt: timestamp('initialised_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tin, t.branchId, t.deviceSerial] })],
);

/** The items registered with eTIMS (saveItem), and what they were registered as. */
export const etimsItems = pgTable(
  'etims_items',
  {
    tin: text('tin').notNull(),
    branchId: text('branch_id').notNull(),
    itemCode: text('item_code').notNull(),
    /** A digest of the registered name, price, class and tax type: a change registers again. */
    fingerprint: text('fingerprint').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tin, t.branchId, t.itemCode] })],
);
