import { Download, ShieldCheck } from 'lucide-react';
import { Form } from 'react-router';
import { formatPrice } from '../../../core/currency-format';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../core/order-status';
import { ActionNotice } from '../../components/admin/action-notice';
import { ConsoleDate } from '../../components/admin/console-date';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { buttonClasses } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/card';
import { ConfirmCheckbox } from '../../components/ui/confirm-checkbox';
import { controlClasses } from '../../components/ui/field-classes';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { requireConsole } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/privacy';
import { erasePageAction, privacyPageData } from './privacy.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Customer data',
    description: 'Export or erase what the shop holds about a customer.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  const owner = requireConsole(args, 'personalData.view');
  return privacyPageData(args.context, args.request, owner);
}

export async function action(args: Route.ActionArgs) {
  const owner = requireConsole(args, 'personalData.erase');
  return erasePageAction(args.context, args.request, owner);
}

const COUNT_LABELS = {
  orders: 'Orders',
  messages: 'Messages',
  subscriptions: 'Subscriptions',
  paybillPayments: 'Paybill payments for no order',
  texts: 'Text messages',
  resellerAccounts: 'Reseller accounts',
  riders: 'Riders',
} as const;

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const { form, lookup, summary, problem } = loaderData;
  return (
    <>
      <ConsolePageHeader
        title="Customer data"
        intro="A customer may ask for a copy of what the shop holds about them, or for it to be erased (Kenya’s Data Protection Act, 2019). Find them by the e-mail or the phone they used. Every look-up, export and erasure is in the activity log."
      />
      <ActionNotice notice={actionData} />
      <Card className="p-4 sm:p-6">
        <Form method="get" className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <FormField id="privacy-email" label="E-mail">
            <input
              name="email"
              type="email"
              defaultValue={form.email}
              autoComplete="off"
              className={controlClasses(false)}
            />
          </FormField>
          <FormField id="privacy-phone" label="or phone">
            <input
              name="phone"
              type="tel"
              defaultValue={form.phone}
              autoComplete="off"
              className={controlClasses(false)}
            />
          </FormField>
          <button type="submit" className={buttonClasses('primary')}>
            Find
          </button>
        </Form>
        {problem && (
          <div className="mt-4">
            <FormAlert>{problem}</FormAlert>
          </div>
        )}
      </Card>
      {summary && lookup && (
        <Card className="mt-6 space-y-6 p-4 sm:p-6">
          <section aria-labelledby="privacy-held">
            <h2 id="privacy-held" className="text-xl text-earth-900">
              What the shop holds
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
              {Object.entries(COUNT_LABELS).map(([key, label]) => (
                <div key={key} className="rounded-control bg-shea-100 p-3">
                  <dt className="text-xs text-ink-muted">{label}</dt>
                  <dd className="text-2xl text-earth-900">
                    {summary.counts[key as keyof typeof COUNT_LABELS]}
                  </dd>
                </div>
              ))}
            </dl>
            {summary.orders.length > 0 && (
              <ul className="mt-4 divide-y divide-line text-sm">
                {summary.orders.map((order) => (
                  <li key={order.orderNumber} className="flex flex-wrap justify-between gap-2 py-2">
                    <span className="font-medium text-ink">{order.orderNumber}</span>
                    <span className="text-ink-muted">
                      {ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status} ·{' '}
                      {formatPrice(order.totalCents)} · <ConsoleDate iso={order.placedAt} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <a href={`/api/admin/privacy/export?${lookup}`} download className={buttonClasses('secondary')}>
            <Download className="size-4" aria-hidden="true" />
            Download everything (JSON)
          </a>
          <section aria-labelledby="privacy-erase" className="rounded-card border border-red-200 p-4">
            <h2 id="privacy-erase" className="text-xl text-earth-900">
              Erase
            </h2>
            <p className="mt-2 text-sm text-ink">
              Names, e-mail, phone, addresses, notes and messages are removed for good. Amounts, dates,
              statuses and M-Pesa receipts stay for the books. A customer with an unpaid order or money on its
              way is refused until it is settled.
            </p>
            <Form method="post" className="mt-4 space-y-4">
              <input type="hidden" name="email" value={form.email} />
              <input type="hidden" name="phone" value={form.phone} />
              <ConfirmCheckbox>
                I have checked that this is the customer who asked, and understand this cannot be undone
              </ConfirmCheckbox>
              <button type="submit" className={buttonClasses('primary')}>
                <ShieldCheck className="size-4" aria-hidden="true" />
                Erase this customer’s data
              </button>
            </Form>
          </section>
        </Card>
      )}
    </>
  );
}
