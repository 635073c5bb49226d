// Wholesale orders of approved resellers: priced at 70% of retail on the server, stock taken in
// the same transaction as the order row, so both commit or neither does.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { multiplyCents, sumCents } from '../../core/money';
import { wholesalePriceCents } from '../../core/wholesale';
import type { WholesaleOrderRequest } from '../../core/wholesale-order-schema';
import type { Database } from '../db/client';
import { products, wholesaleOrders, type WholesaleLineSnapshot } from '../db/schema';
import { ServiceError } from './errors';
import { generateOrderNumber } from './order-number';
import { takeStock } from './stock';

export type WholesaleOrder = typeof wholesaleOrders.$inferSelect;

// 40 random bits make a clash rare; a clash only costs another try.
const ORDER_NUMBER_TRIES = 3;

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export type WholesaleService = ReturnType<typeof createWholesaleService>;

export function createWholesaleService(db: Database) {
  async function priceLines(lines: WholesaleOrderRequest['items']): Promise<WholesaleLineSnapshot[]> {
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        priceCents: products.priceCents,
        images: products.images,
      })
      .from(products)
      .where(
        and(
          inArray(
            products.id,
            lines.map((l) => l.id),
          ),
          eq(products.isActive, true),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const errors: Record<string, string> = {};
    lines.forEach((line, index) => {
      if (!byId.has(line.id)) errors[`items.${index}`] = `Product ${line.id} was not found`;
    });
    const missing = Object.values(errors);
    if (missing.length > 0) {
      throw new ServiceError(
        'invalid',
        missing.length === 1 ? missing[0]! : 'Some products were not found',
        errors,
      );
    }
    return lines.map((line) => {
      const product = byId.get(line.id)!;
      return {
        productId: product.id,
        name: product.name,
        image: product.images[0] ?? '',
        retailPriceCents: product.priceCents,
        unitPriceCents: wholesalePriceCents(product.priceCents),
        quantity: line.quantity,
      };
    });
  }

  return {
    /** Callers must have checked that the user is an approved reseller or an admin. */
    async placeOrder(userId: number, request: WholesaleOrderRequest): Promise<WholesaleOrder> {
      const items = await priceLines(request.items);
      const totalCents = sumCents(items.map((i) => multiplyCents(i.unitPriceCents, i.quantity)));
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction(async (tx) => {
            await takeStock(tx, items);
            const [row] = await tx
              .insert(wholesaleOrders)
              .values({
                orderNumber: generateOrderNumber(),
                userId,
                status: 'pending',
                items,
                totalCents,
                notes: request.notes,
              })
              .returning();
            return row!;
          });
        } catch (error) {
          if (isUniqueViolation(error) && attempt < ORDER_NUMBER_TRIES) continue;
          throw error;
        }
      }
    },

    /** The reseller's own orders, newest first. */
    listOrders(userId: number): Promise<WholesaleOrder[]> {
      return db
        .select()
        .from(wholesaleOrders)
        .where(eq(wholesaleOrders.userId, userId))
        .orderBy(desc(wholesaleOrders.createdAt), desc(wholesaleOrders.id));
    },
  };
}
