// What the console sends to assign an unmatched Paybill payment to an order.
import { z } from 'zod';
import { orderNumberField } from './form-fields';

export const c2bAssignSchema = z.object({ orderNumber: orderNumberField() }).strict();
export type C2bAssignInput = z.infer<typeof c2bAssignSchema>;
