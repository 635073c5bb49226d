// Shoppers waiting for a sold-out product: the public sign-up (POST /api/back-in-stock and the
// product page's form), counted against the client's address like the shop's other public forms;
// the unsubscribe link, which works without signing in; and the console's count per product.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  PRODUCT_IN_STOCK,
  PRODUCT_NOT_FOUND,
  SIZE_IN_STOCK,
  BAD_SIZE_ID,
  phoneNotTextable,
} from '../../../core/back-in-stock-messages';
import { type BackInStockRequest } from '../../../core/back-in-stock-schema';
import { isTextable, toInternationalPhone } from '../../../core/sms-phone';
import type { Database } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { backInStockRequests } from './tables';
import { ServiceError } from '../errors';
import type { RateLimitRule, RateLimits } from '../limits';
import type { LinkKey } from '../messages';
import { enqueueMail } from '../notifications';
import { contactKey, type Channel } from './contact-keys';
import { stopLink, waitingMail } from './messages';

const TOO_MANY_SIGNUPS = 'Too many sign-ups from your address. Please try again later.';

export interface WaitingListOptions {
  limits: RateLimits;
  signupsPerAddress: RateLimitRule;
  key: LinkKey;
  publicUrl: string;
  /** The calling codes the shop texts (SMS_COUNTRIES): a phone elsewhere could never be told. */
  smsCountries: readonly string[];
}

export type WaitingList = ReturnType<typeof createWaitingList>;

export function createWaitingList(
  db: Database,
  { limits, signupsPerAddress, key, publicUrl, smsCountries }: WaitingListOptions,
) {
  /** The product (shown) and its sizes on sale; refuses one the shopper can order now. */
  async function soldOut(productId: number, variantId: number | undefined) {
    const [product] = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.isActive, true)));
    if (!product) throw new ServiceError('not_found', PRODUCT_NOT_FOUND);
    const sizes = await db
      .select({ id: productVariants.id, stock: productVariants.stockQuantity })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.isActive, true)));
    if (variantId !== undefined) {
      const size = sizes.find((s) => s.id === variantId);
      if (!size) throw new ServiceError('invalid', BAD_SIZE_ID, { variantId: BAD_SIZE_ID });
      if (size.stock > 0) throw new ServiceError('conflict', SIZE_IN_STOCK);
    } else if (sizes.some((s) => s.stock > 0)) throw new ServiceError('conflict', PRODUCT_IN_STOCK);
    return product;
  }

  return {
    /**
     * Puts the contacts given on the product's list (or the size's). Signing up again changes
     * nothing, and answers the same, so the answer tells nobody who is already waiting. An e-mail
     * gets one mail saying what happens next, with its unsubscribe link.
     */
    async wait(input: BackInStockRequest, clientAddress: string): Promise<void> {
      if (input.phone !== undefined && !isTextable(input.phone, smsCountries)) {
        const message = phoneNotTextable(smsCountries);
        throw new ServiceError('invalid', message, { phone: message });
      }
      await limits.enforce(signupsPerAddress, clientAddress, TOO_MANY_SIGNUPS);
      const product = await soldOut(input.productId, input.variantId);
      const contacts: { channel: Channel; contact: string }[] = [
        ...(input.email === undefined ? [] : [{ channel: 'email' as const, contact: input.email }]),
        ...(input.phone === undefined
          ? []
          : [{ channel: 'sms' as const, contact: toInternationalPhone(input.phone) }]),
      ];
      await key.ready();
      const rows = await Promise.all(
        contacts.map(async (c) => ({ ...c, contactKey: await contactKey(key, c.channel, c.contact) })),
      );
      await db.transaction(async (tx) => {
        for (const row of rows) {
          const [added] = await tx
            .insert(backInStockRequests)
            .values({ productId: product.id, variantId: input.variantId ?? null, ...row })
            .onConflictDoNothing()
            .returning({ id: backInStockRequests.id });
          if (added && row.channel === 'email') {
            const mail = waitingMail(row.contact, product, stopLink(publicUrl, row.contactKey));
            await enqueueMail(tx, `back-in-stock:${added.id}:waiting`, mail);
          }
        }
      });
    },

    /**
     * Takes the link's shopper off every list; true when they were on one. The link holds a keyed
     * digest of the address, so it still works (doing nothing) once they have been told and forgotten.
     */
    async unsubscribe(token: string): Promise<boolean> {
      const removed = await db
        .delete(backInStockRequests)
        .where(eq(backInStockRequests.contactKey, token))
        .returning({ id: backInStockRequests.id });
      return removed.length > 0;
    },

    /** The products most shoppers wait for, with how many (the console's Today page). */
    async mostAwaited(limit: number): Promise<{ id: number; name: string; waiting: number }[]> {
      const waiting = count();
      const rows = await db
        .select({ id: products.id, name: products.name, waiting })
        .from(backInStockRequests)
        .innerJoin(products, eq(products.id, backInStockRequests.productId))
        .groupBy(products.id, products.name)
        .orderBy(desc(waiting), asc(products.name))
        .limit(limit);
      return rows.map((row) => ({ ...row, waiting: Number(row.waiting) }));
    },

    /** How many shoppers wait for each of these products (the console: what to restock first). */
    async waitingFor(productIds: readonly number[]): Promise<Map<number, number>> {
      const counts = new Map<number, number>(productIds.map((id) => [id, 0]));
      if (productIds.length === 0) return counts;
      const rows = await db
        .select({ productId: backInStockRequests.productId, waiting: count() })
        .from(backInStockRequests)
        .where(inArray(backInStockRequests.productId, [...productIds]))
        .groupBy(backInStockRequests.productId);
      for (const row of rows) counts.set(row.productId, Number(row.waiting));
      return counts;
    },
  };
}
