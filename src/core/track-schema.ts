// The track-order form and the GET /api/orders/track query (SPEC §5). DESIGN.md §5: the order
// number and the email must both match, so both are required here.
import { z } from 'zod';
import { emailField } from './form-fields';

const REQUIRED = 'Order number is required';

export const trackSchema = z.object({
  // Order numbers are Crockford base32 (DESIGN.md §3), which ignores case: hm-abc == HM-ABC.
  orderNumber: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(40, 'Order number is too long')
    .toUpperCase(),
  email: emailField(),
});

export type TrackInput = z.input<typeof trackSchema>;
export type TrackQuery = z.output<typeof trackSchema>;
