// The Refunds page's read, and the console's refund form, on an order's page and on the refunds
// page: check it with the refund schema, ask the refunds service, and say what M-Pesa did with it.
import type { AppLoadContext } from 'react-router';
import { formatPrice } from '../../../core/currency-format';
import { refundFormInput, refundRequestSchema } from '../../../core/refund-schema';
import { parseInput } from '../../../core/zod-errors';
import type { SessionUser } from '../../../server/services/accounts';
import { ServiceError } from '../../../server/services/errors';
import { toNeededRefundsPage } from '../../../server/services/mpesa';
import { consoleAction, refusedForm } from '../../lib/console-action.server';

/** The Refunds page: the same view as GET /api/admin/refunds/needed. */
export async function refundsPageData(context: AppLoadContext) {
  return toNeededRefundsPage(await context.services.mpesa.refunds.neededView());
}

/** `orderNumber` null: a Paybill payment matched to no order. */
export async function refundAction(
  context: AppLoadContext,
  admin: SessionUser,
  orderNumber: string | null,
  form: FormData,
) {
  const parsed = parseInput(refundRequestSchema, refundFormInput(form));
  if (!parsed.ok) return refusedForm(parsed.body);
  return consoleAction(async () => {
    const refund = await context.services.mpesa.refunds.refund({
      ...parsed.data,
      orderNumber,
      actorUserId: admin.id,
    });
    const amount = formatPrice(refund.amountCents, 'KES');
    // Recorded as failed, and said as a refusal: nothing went out.
    if (refund.state === 'failed') {
      throw new ServiceError('conflict', `M-Pesa refused the refund of ${amount}: ${refund.resultDesc}`);
    }
    const units = refund.restockItems.reduce((sum, line) => sum + line.quantity, 0);
    const restock =
      units === 0
        ? ''
        : ` Once it goes through, ${units} ${units === 1 ? 'unit goes' : 'units go'} back in stock.`;
    return `Refund of ${amount} sent to M-Pesa.${restock} Its answer shows below when it arrives (reload the page).`;
  });
}
