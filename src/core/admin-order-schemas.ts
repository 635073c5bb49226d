// What the console sends about orders: a status move (with an optional note, such as a courier's
// tracking reference for 'shipped'), a bulk move, and an internal note.
import { z } from 'zod';
import { orderNumberField, plainText, textField } from './form-fields';

/** The statuses staff move orders to; the unpaid ones belong to the shopper's checkout. */
export const STAFF_STATUSES = ['confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export const BULK_STATUSES = ['processing', 'shipped'] as const;

export const MAX_STATUS_NOTE = 300;
export const MAX_ORDER_NOTE = 2000;
export const MAX_BULK_ORDERS = 100;

const statusNote = plainText('Note must be text')
  .max(MAX_STATUS_NOTE, `Note must be at most ${MAX_STATUS_NOTE} characters`)
  .optional()
  .transform((note) => note || undefined);

export const staffStatusChangeSchema = z
  .object({
    status: z.enum(STAFF_STATUSES, {
      error: 'Status must be confirmed, processing, shipped, delivered or cancelled',
    }),
    note: statusNote,
  })
  .strict();

export const bulkStatusChangeSchema = z
  .object({
    orderNumbers: z
      .array(orderNumberField(), { error: 'Choose the orders to move' })
      .min(1, 'Choose the orders to move')
      .max(MAX_BULK_ORDERS, `Move at most ${MAX_BULK_ORDERS} orders at once`),
    status: z.enum(BULK_STATUSES, { error: 'Status must be processing or shipped' }),
    note: statusNote,
  })
  .strict();

export const orderNoteSchema = z
  .object({
    body: textField(
      1,
      'Write the note',
      MAX_ORDER_NOTE,
      `A note must be at most ${MAX_ORDER_NOTE} characters`,
      'multi-line',
    ),
  })
  .strict();
