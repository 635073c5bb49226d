// The checkout's delivery details (SPEC §5), checked in the form and again by POST /api/orders.
import { z } from 'zod';
import { emailField, phoneField, textField } from './form-fields';

export const SELECT_AREA = 'Please select a delivery area';

export const checkoutFields = {
  customerName: textField(
    2,
    'Name must be at least 2 characters',
    100,
    'Name must be at most 100 characters',
  ),
  customerEmail: emailField(),
  customerPhone: phoneField(),
  deliveryAddress: textField(
    10,
    'Please provide a detailed address',
    500,
    'Address must be at most 500 characters',
    'multi-line',
  ),
  // One of the areas of the select, which the owner sets: the order checks it against the areas
  // switched on when it is placed (orders/place.ts), with this same message.
  deliveryArea: textField(1, SELECT_AREA, 60, SELECT_AREA),
  // The checkout's "no text messages" box: the order's customer then gets none (the shop's own
  // alert still goes out). Optional, so older clients keep working.
  smsOptOut: z.boolean({ error: 'smsOptOut must be true or false' }).optional().default(false),
};

export const checkoutSchema = z.object(checkoutFields).strict();

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutDetails = z.output<typeof checkoutSchema>;
