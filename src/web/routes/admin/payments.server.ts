// The Unmatched payments page's read and its assignment, through the same view as
// GET /api/admin/payments/c2b/unmatched and its assign endpoint.
import type { AppLoadContext } from 'react-router';
import type { SessionUser } from '../../../server/services/accounts';
import { c2bAssignedNotice, toUnmatchedPaymentsPage } from '../../../server/services/mpesa';

export async function paymentsPageData(context: AppLoadContext) {
  return toUnmatchedPaymentsPage(await context.services.mpesa.paybill.unmatchedView());
}

/** Assigns a payment to an order and says what came of it. */
export async function assignPayment(
  context: AppLoadContext,
  admin: SessionUser,
  { id, orderNumber }: { id: number; orderNumber: string },
) {
  return c2bAssignedNotice(await context.services.mpesa.paybill.assign(id, orderNumber, admin.id));
}
