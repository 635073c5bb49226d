// What the console sends to ship part of an order (POST /api/admin/orders/{n}/shipments), to hand a
// shipment to another rider, and what the rider's page sends: the customer's code or why the parcel
// could not be handed over. The riders the owner keeps are entered here too.
import { z } from 'zod';
import { DELIVERY_METHODS } from './delivery-methods';
import { phoneField, textField } from './form-fields';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './order-line-limits';
import { phoneMatchKey } from './phone';
import { DELIVERY_CODE, NOT_DELIVERED_REASONS } from './shipments';

const UNITS = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;
const SIZE = 'Choose a size of the order (variantId)';
const RIDER = 'Choose a rider';

// The console's form sends digits as text, JSON numbers; nothing else becomes a number.
const digits = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
const id = (message: string) =>
  z.preprocess(
    digits,
    z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );

export const shipmentRequestSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            variantId: id(SIZE),
            quantity: z.preprocess(
              digits,
              z.number({ error: UNITS }).int(UNITS).min(1, UNITS).max(MAX_LINE_QUANTITY, UNITS),
            ),
          })
          .strict(),
        { error: 'items must be a list of { variantId, quantity }' },
      )
      .min(1, 'Choose at least one unit to ship')
      .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines in one shipment`)
      .refine(
        (items) => new Set(items.map((item) => item.variantId)).size === items.length,
        'Name each size once',
      ),
    method: z.enum(DELIVERY_METHODS, { error: 'Method must be rider, pickup_point or courier' }),
    riderId: id(RIDER).optional(),
    carrier: textField(1, 'Choose a courier', 60, 'Choose a courier').optional(),
    trackingRef: textField(
      1,
      'Enter the tracking number',
      80,
      'The tracking number must be at most 80 characters',
    )
      .refine(
        (ref) => /^[\w./-]+$/.test(ref),
        'The tracking number may hold letters, digits and . / - _ only',
      )
      .optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.method === 'rider' && input.riderId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['riderId'], message: RIDER });
    }
    if (input.method !== 'rider' && input.riderId !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['riderId'], message: 'Only a rider delivery has a rider' });
    }
    if (input.method === 'courier' && input.carrier === undefined) {
      ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'Choose a courier' });
    }
    if (input.method !== 'courier' && (input.carrier !== undefined || input.trackingRef !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['carrier'],
        message: 'Only a courier shipment has a courier and a tracking number',
      });
    }
  });
export type ShipmentRequest = z.output<typeof shipmentRequestSchema>;

/** PATCH /api/admin/shipments/{id}: another rider takes it; the old link dies. */
export const shipmentRiderSchema = z.object({ riderId: id(RIDER) }).strict();

export const deliveryCodeSchema = z
  .object({
    code: z
      .string({ error: 'Enter the 4-digit code' })
      .trim()
      .refine((code) => DELIVERY_CODE.test(code), 'Enter the 4-digit code'),
  })
  .strict();

export const notDeliveredSchema = z
  .object({
    reason: z.enum(NOT_DELIVERED_REASONS, {
      error: 'Reason must be not_home, refused, wrong_address or other',
    }),
    note: textField(0, 'Say what happened', 300, 'The note must be at most 300 characters').optional(),
  })
  .strict();

const KENYAN_PHONE = 'Phone must be a Kenyan number, e.g. 0712 345 678 or +254 712 345 678';
const riderFields = {
  name: textField(1, 'Please enter the rider’s name', 80, 'The name must be at most 80 characters'),
  // Texted the drop's link: a Kenyan mobile number.
  phone: phoneField().refine((phone) => /^0\d{9}$/.test(phoneMatchKey(phone)), KENYAN_PHONE),
  active: z.boolean({ error: 'active must be true or false' }),
};

export const riderCreateSchema = z
  .object({ ...riderFields, active: riderFields.active.optional().default(true) })
  .strict();
export const riderUpdateSchema = z
  .object(riderFields)
  .partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, 'Send at least one field to change');
export type RiderCreate = z.output<typeof riderCreateSchema>;
export type RiderUpdate = z.output<typeof riderUpdateSchema>;
