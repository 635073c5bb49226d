// 'Notify me when it's back' on a sold-out product: the API's body (POST /api/back-in-stock) and the
// product page's one field, which takes an e-mail or a phone number as people write them.
import { z } from 'zod';
import { emailField, phoneField } from './form-fields';
import { productIdField } from './product-id';

export const CONTACT_NEEDED = 'Please enter your e-mail or phone number';
export const BAD_SIZE_ID = 'variantId must be the id of one of the product’s sizes';
export const WAITING_CONFIRMED = 'Thank you! We will let you know once it is back in stock.';
export const BACK_IN_STOCK_UNSUBSCRIBED =
  'You are off the list. We will send you no more back-in-stock messages.';
export const BACK_IN_STOCK_LINK_REFUSED =
  'This link is not valid. Please open the link from the newest message again, or contact us.';

/** Why a shopper may not wait for a product; the server answers these (404 and 409). */
export const PRODUCT_NOT_FOUND = 'Product not found';
export const PRODUCT_IN_STOCK = 'This product is in stock: you can order it now.';
export const SIZE_IN_STOCK = 'This size is in stock: you can order it now.';

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

/** The form's field as the API's body. */
export function contactFields(contact: string): { email: string } | { phone: string } {
  const value = contact.trim();
  return value.includes('@') ? { email: value } : { phone: value };
}

export const unsubscribeBackInStockSchema = z
  .object({
    token: z
      .string({ error: BACK_IN_STOCK_LINK_REFUSED })
      .regex(/^[A-Za-z0-9_-]{22}$/, BACK_IN_STOCK_LINK_REFUSED),
  })
  .strict();
