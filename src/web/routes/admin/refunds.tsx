import { Undo2 } from 'lucide-react';
import { Form, Link, useActionData } from 'react-router';
import { formatPrice } from '../../../core/currency-format';
import { orderNumberField } from '../../../core/form-fields';
import { REFUND_WHY_LABELS } from '../../../core/refund-owed';
import { formatShopDateTime } from '../../../core/shop-time';
import { ActionNotice } from '../../components/admin/action-notice';
import { ConsoleCard } from '../../components/admin/console-card';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { RefundFields } from '../../components/admin/refund-fields';
import { buttonClasses } from '../../components/ui/button-styles';
import { EmptyState } from '../../components/ui/empty-state';
import { requireConsole } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { readFormData } from '../../lib/read-form.server';
import type { Route } from './+types/refunds';
import { refundAction, refundsPageData } from './refunds.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'Refunds', description: 'M-Pesa money to send back.', noIndex: true });
}

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'money.view');
  return refundsPageData(args.context);
}

export async function action(args: Route.ActionArgs) {
  const admin = requireConsole(args, 'refunds.issue');
  const form = await readFormData(args.request);
  const number = orderNumberField().safeParse(form.get('orderNumber'));
  return refundAction(args.context, admin, number.success ? number.data : null, form);
}

export default function AdminRefunds({ loaderData }: Route.ComponentProps) {
  const { available, needed } = loaderData;
  const notice = useActionData<typeof action>();
  return (
    <>
      <ConsolePageHeader
        title="Refunds"
        intro="M-Pesa money that paid for nothing, or for an order since cancelled. Each refund goes back to the payer's M-Pesa by Safaricom's Transaction Reversal."
      />
      <ActionNotice notice={notice} />
      {!available && (
        <p className="mb-5 rounded-xl border border-gold-300 bg-gold-100 px-4 py-3 text-sm text-earth-900">
          Refunds need the M-Pesa initiator settings MPESA_INITIATOR_NAME and MPESA_SECURITY_CREDENTIAL.
        </p>
      )}
      <ConsoleCard title="Needs refund">
        {needed.length === 0 ? (
          <EmptyState Icon={Undo2} title="Nothing to refund">
            Every M-Pesa payment paid for its order.
          </EmptyState>
        ) : (
          <ul className="grid gap-3">
            {needed.map((item) => {
              const id = `refund-${item.kind}-${item.paymentId}`;
              return (
                <li key={id} className="rounded-xl border border-line p-3 text-sm">
                  <p className="flex flex-wrap justify-between gap-2">
                    <span className="font-medium">
                      {formatPrice(item.owedCents, 'KES')} owed of {formatPrice(item.paidCents, 'KES')} ·{' '}
                      {item.receipt}
                    </span>
                    <span className="text-ink-muted">{formatShopDateTime(item.paidAt)}</span>
                  </p>
                  <p className="text-xs text-ink-muted">
                    {REFUND_WHY_LABELS[item.why]}
                    {item.orderNumber && (
                      <>
                        {' · '}
                        <Link to={`/admin/orders/${item.orderNumber}`} className="underline">
                          Order {item.orderNumber}
                        </Link>
                      </>
                    )}
                  </p>
                  {available && item.owedCents >= 100 && (
                    <Form
                      method="post"
                      className="mt-3 grid gap-2 sm:grid-cols-[8rem_minmax(0,1fr)_auto] sm:items-end"
                    >
                      <input type="hidden" name="paymentKind" value={item.kind} />
                      <input type="hidden" name="paymentId" value={item.paymentId} />
                      <input type="hidden" name="orderNumber" value={item.orderNumber ?? ''} />
                      <RefundFields
                        id={id}
                        refundableCents={item.owedCents}
                        defaultReason={REFUND_WHY_LABELS[item.why]}
                      />
                      <button type="submit" className={buttonClasses('secondary')}>
                        Refund to M-Pesa
                      </button>
                    </Form>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ConsoleCard>
    </>
  );
}
