// Shoppers waiting for a sold-out product: the public sign-up (POST /api/back-in-stock and the
// product page's form), counted against the client's address like the shop's other public forms;
// the unsubscribe link, which works without signing in; and the console's count per product.
import { count, eq, inArray } from 'drizzle-orm';
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
import { backInStockRequests } from './tables';
import { productNames, shownProduct, variantsOf } from '../catalogue';
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
    const product = await shownProduct(db, productId);
    if (!product) throw new ServiceError('not_found', PRODUCT_NOT_FOUND);
    const sizes = ((await variantsOf(db, [productId])).get(productId) ?? []).filter((s) => s.active);
    if (variantId !== undefined) {
      const size = sizes.find((s) => s.id === variantId);
      if (!size) throw new ServiceError('invalid', BAD_SIZE_ID, { variantId: BAD_SIZE_ID });
      if (size.stockQuantity > 0) throw new ServiceError('conflict', SIZE_IN_STOCK);
    } else if (sizes.some((s) => s.stockQuantity > 0)) throw new ServiceError('conflict', PRODUCT_IN_STOCK);
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
      const counts = await db
        .select({ productId: backInStockRequests.productId, waiting: count() })
        .from(backInStockRequests)
        .groupBy(backInStockRequests.productId);
      const waiting = new Map(counts.map((row) => [row.productId, Number(row.waiting)]));
      // By name first, then (a stable sort) the most awaited: ties stay in the names' order.
      const named = await productNames(db, [...waiting.keys()]);
      return named
        .map((product) => ({ ...product, waiting: waiting.get(product.id)! }))
        .sort((a, b) => b.waiting - a.waiting)
        .slice(0, limit);
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
