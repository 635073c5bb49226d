// The :orderNumber path segment of POST /api/orders/{orderNumber}/payment-method and of the admin's
// wholesale order paths: checked like any typed text before it reaches a query.
import { z } from 'zod';
import { orderNumberField } from './form-fields';

export const orderNumberParamsSchema = z.object({ orderNumber: orderNumberField() });
