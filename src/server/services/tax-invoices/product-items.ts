// A product's sizes registered with eTIMS as soon as the owner creates or changes them (saveItem),
// so a sale never waits on it; the first invoice naming an item registers it too (items.ts), which
// covers a shop that set its KRA details after adding products.
import { randomUUID } from 'node:crypto';
import { lineTitle } from '../../../core/line-title';
import { etimsItemCode, GOODS_CLASS_CODE, type TaxInvoiceLine } from '../../../core/tax-invoice-document';
import { lineTaxType } from '../../../core/tax-types';
import type { DbExecutor } from '../../db/executor';
import { taxedProduct } from '../catalogue';
import { enqueue, type JobHandler, type RetryPolicy } from '../jobs';
import { shopDevice } from './device';
import { registerItems } from './items';
import type { SendDeps } from './send';

export const ITEMS_JOB = 'tax-invoice-items';

interface ItemsJobPayload {
  productId: number;
}

/** In the transaction that saved the product: each save registers what it saved. */
export async function queueProductItems(tx: DbExecutor, productId: number): Promise<void> {
  const payload: ItemsJobPayload = { productId };
  await enqueue(tx, { kind: ITEMS_JOB, key: `tax-invoice-items:${productId}:${randomUUID()}`, payload });
}

export function productItemsJobHandler(deps: SendDeps & { retry: RetryPolicy }): JobHandler {
  return {
    retry: deps.retry,
    async run(job) {
      const { productId } = job.payload as ItemsJobPayload;
      const { tax } = await deps.settings.readFresh(deps.db);
      const product = await taxedProduct(deps.db, productId);
      if (!product) return;
      const lines: TaxInvoiceLine[] = product.sizes.map((size) => {
        const taxType = lineTaxType(product.taxType, tax.vatRegistered);
        return {
          itemCode: etimsItemCode({ productId, variantId: size.id }),
          classCode: GOODS_CLASS_CODE,
          name: lineTitle({ name: product.name, size: size.label }),
          service: false,
          quantity: 1,
          unitPriceCents: size.priceCents,
          grossCents: size.priceCents,
          discountCents: 0,
          taxType,
          taxableCents: size.priceCents,
          taxCents: 0,
        };
      });
      if (lines.length === 0) return;
      // Without the shop's KRA details there is no device to register with yet.
      const device = await shopDevice(deps, tax, tax.branchId);
      if (!device) return;
      await registerItems(deps.db, deps.client, device, lines);
    },
  };
}
