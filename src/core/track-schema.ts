// The track-order form and the GET /api/orders/track query (SPEC §5). DESIGN.md §5: the order
// number and the email must both match, so both are required here.
import { z } from 'zod';
import { emailField, orderNumberField } from './form-fields';

export const trackSchema = z.object({
  orderNumber: orderNumberField(),
  email: emailField(),
});

export type TrackInput = z.input<typeof trackSchema>;
export type TrackQuery = z.output<typeof trackSchema>;
