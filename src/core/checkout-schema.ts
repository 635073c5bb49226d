// The checkout's delivery details (SPEC §5), checked in the form and again by POST /api/orders.
import { z } from 'zod';
import { isDeliveryArea } from './delivery';
import { emailField, phoneField, textField } from './form-fields';

const SELECT_AREA = 'Please select a delivery area';

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
  // One of the areas of the select; anything else would silently fall back to the default fee.
  deliveryArea: z.string({ error: SELECT_AREA }).refine(isDeliveryArea, SELECT_AREA),
  // The checkout's "no text messages" box: the order's customer then gets none (the shop's own
  // alert still goes out). Optional, so older clients keep working.
  smsOptOut: z.boolean({ error: 'smsOptOut must be true or false' }).optional().default(false),
};

export const checkoutSchema = z.object(checkoutFields).strict();

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutDetails = z.output<typeof checkoutSchema>;
