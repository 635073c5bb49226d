// 'Notify me when it's back' on a sold-out product: the API's body (POST /api/back-in-stock) and the
// product page's one field (checked by its action without JavaScript), which takes an e-mail or a
// phone number as people write them. The words are in back-in-stock-messages.ts.
import { z } from 'zod';
import { emailField, phoneField } from './form-fields';
import { BACK_IN_STOCK_LINK_REFUSED, BAD_SIZE_ID, CONTACT_NEEDED } from './back-in-stock-messages';
import { productIdField } from './product-id';

export const backInStockSchema = z
  .object({
    productId: productIdField,
    variantId: z
      .number({ error: BAD_SIZE_ID })
      .int(BAD_SIZE_ID)
      .positive(BAD_SIZE_ID)
      .max(2_147_483_647, BAD_SIZE_ID)
      .optional(),
    email: emailField().optional(),
    phone: phoneField().optional(),
  })
  .strict()
  .refine((body) => body.email !== undefined || body.phone !== undefined, {
    message: CONTACT_NEEDED,
    path: ['email'],
  });

export type BackInStockRequest = z.output<typeof backInStockSchema>;

/** The product page's form: one field for either, told apart by its '@'. */
export const notifyFormSchema = z.object({
  contact: z
    .string()
    .trim()
    .min(1, CONTACT_NEEDED)
    .superRefine((value, ctx) => {
      const field = value.includes('@') ? emailField() : phoneField();
      const result = field.safeParse(value);
      if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]!.message });
    }),
});

export type NotifyForm = z.infer<typeof notifyFormSchema>;

export const unsubscribeBackInStockSchema = z
  .object({
    token: z
      .string({ error: BACK_IN_STOCK_LINK_REFUSED })
      .regex(/^[A-Za-z0-9_-]{22}$/, BACK_IN_STOCK_LINK_REFUSED),
  })
  .strict();
