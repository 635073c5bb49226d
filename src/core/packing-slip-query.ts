// The packing slips' query, as the console links to them: `?size=a4` (default) or `receipt` (an
// 80 mm roll), `?prices=1` to print prices (a slip goes in the parcel, which may be a gift: none
// by default), and for a batch `?orders=HM-…,HM-…`, a slip each in the order given.
import { z } from 'zod';
import { normaliseOrderNumber, ORDER_NUMBER_PATTERN } from './order-number';

export const PACKING_SLIP_SIZES = ['a4', 'receipt'] as const;
export type PackingSlipSize = (typeof PACKING_SLIP_SIZES)[number];

/** A batch prints at most this many slips: a day's packing, one PDF a printer takes at once. */
export const MAX_PACKING_SLIPS = 100;

const slipFields = {
  size: z.enum(PACKING_SLIP_SIZES, { error: 'Size must be a4 or receipt' }).default('a4'),
  prices: z
    .enum(['0', '1'], { error: 'Prices must be 0 or 1' })
    .default('0')
    .transform((prices) => prices === '1'),
};

export const packingSlipQuerySchema = z.object(slipFields).strict();

const orderNumbersField = z
  .string({ error: 'Name the orders: ?orders=HM-…,HM-…' })
  .transform((list, ctx) => {
    const numbers = list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const bad = numbers.find((number) => !ORDER_NUMBER_PATTERN.test(normaliseOrderNumber(number)));
    if (bad !== undefined)
      ctx.addIssue({ code: 'custom', message: `${bad.slice(0, 40)} is not an order number` });
    // An order named twice gets one slip, where it was first named.
    return [...new Set(numbers.map(normaliseOrderNumber))];
  })
  .pipe(
    z
      .array(z.string())
      .min(1, 'Name the orders: ?orders=HM-…,HM-…')
      .max(MAX_PACKING_SLIPS, `At most ${MAX_PACKING_SLIPS} packing slips at once`),
  );

export const packingSlipsQuerySchema = z.object({ ...slipFields, orders: orderNumbersField }).strict();

export interface PackingSlipOptions {
  size: PackingSlipSize;
  prices: boolean;
}

/** One order's packing slip as a PDF. */
export function packingSlipUrl(orderNumber: string, { size, prices }: PackingSlipOptions): string {
  const query = `size=${size}${prices ? '&prices=1' : ''}`;
  return `/api/admin/orders/${encodeURIComponent(orderNumber)}/packing-slip.pdf?${query}`;
}

/** The packing slips of several orders in one PDF, a slip a page, in the order given. */
export function packingSlipsUrl(
  orderNumbers: readonly string[],
  { size, prices }: PackingSlipOptions,
): string {
  const orders = orderNumbers.map(encodeURIComponent).join(',');
  return `/api/admin/fulfilment/packing-slips.pdf?orders=${orders}&size=${size}${prices ? '&prices=1' : ''}`;
}
