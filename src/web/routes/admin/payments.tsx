import { Banknote } from 'lucide-react';
import { data } from 'react-router';
import { c2bAssignFormSchema } from '../../../core/c2b-assign-schema';
import { parseInput } from '../../../core/zod-errors';
import { ActionNotice } from '../../components/admin/action-notice';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { UnmatchedPaymentCard } from '../../components/admin/unmatched-payment-card';
import { EmptyState } from '../../components/ui/empty-state';
import { requireConsole } from '../../lib/auth.server';
import { consoleAction, refusedForm } from '../../lib/console-action.server';
import { pageMeta } from '../../lib/meta';
import { readFormFields } from '../../lib/read-form.server';
import type { Route } from './+types/payments';
import { assignPayment, paymentsPageData } from './payments.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Unmatched payments',
    description: 'Paybill payments no order claimed.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'money.view');
  return paymentsPageData(args.context);
}

export async function action(args: Route.ActionArgs) {
  const admin = requireConsole(args, 'paybill.assign');
  const fields = await readFormFields(args.request);
  const parsed = parseInput(c2bAssignFormSchema, fields);
  const notice = !parsed.ok
    ? refusedForm(parsed.body)
    : await consoleAction(() => assignPayment(args.context, admin, parsed.data));
  // Which card the answer belongs to, so a refusal shows beside the field that caused it.
  const paymentId = typeof fields.id === 'string' && /^\d{1,9}$/.test(fields.id) ? Number(fields.id) : null;
  return data({ ...notice.data, paymentId }, notice.init ?? undefined);
}

export default function Payments({ loaderData, actionData }: Route.ComponentProps) {
  const { payments, paybill } = loaderData;
  const failedFor = actionData && !actionData.ok ? actionData.paymentId : null;
  return (
    <>
      <ConsolePageHeader
        title="Unmatched payments"
        intro={`Payments to Paybill ${paybill} whose account number names no open order, newest first. Assign each to its order: the order is confirmed when it is paid in full.`}
      />
      <ActionNotice notice={actionData} />
      {payments.length === 0 ? (
        <EmptyState Icon={Banknote} title="No unmatched payments">
          <p>Every Paybill payment found its order. A payment with an unknown account number appears here.</p>
        </EmptyState>
      ) : (
        <ul className="space-y-4" aria-label="Unmatched payments">
          {payments.map((payment) => (
            <li key={payment.id}>
              <UnmatchedPaymentCard
                payment={payment}
                error={
                  failedFor === payment.id
                    ? (actionData?.errors?.orderNumber ?? actionData?.message)
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
