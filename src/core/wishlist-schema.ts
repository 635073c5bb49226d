// POST /api/wishlist and the sessionId query of GET and DELETE (SPEC §7). The session id may also
// come from the shopper cookie, so it is optional here.
import { z } from 'zod';
import { productIdField } from './product-id';

export const INVALID_SESSION_ID = 'Invalid session id';

// Long enough to be unguessable, short and plain enough to be a safe key.
export const sessionIdField = z
  .string({ error: INVALID_SESSION_ID })
  .regex(/^[A-Za-z0-9_-]{8,128}$/, INVALID_SESSION_ID);

export const wishlistAddSchema = z
  .object({
    sessionId: sessionIdField.optional(),
    productId: productIdField,
  })
  .strict();

export const wishlistQuerySchema = z.object({ sessionId: sessionIdField.optional() });

export type WishlistAdd = z.output<typeof wishlistAddSchema>;
