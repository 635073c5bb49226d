import { Form, useActionData } from 'react-router';
import { formatPrice } from '../../../core/currency-format';
import { orderDeliveryText } from '../../../core/order-delivery';
import { lineTitle } from '../../../core/line-title';
import { multiplyCents } from '../../../core/money';
import { ORDER_KIND_LABELS } from '../../../core/order-kinds';
import { PAYMENT_METHOD_LABELS } from '../../../core/payment-methods';
import { ORDER_STATUS_LABELS, READY_TO_PACK_STATUSES } from '../../../core/order-status';
import { isPayLaterCallLate } from '../../../core/pay-later';
import { formatShopDateTime } from '../../../core/shop-time';
import { BackLink } from '../../components/admin/back-link';
import { ConsoleCard } from '../../components/admin/console-card';
import { ActionNotice } from '../../components/admin/action-notice';
import { CONTROL_CLASSES, LABEL_CLASSES } from '../../components/admin/field-styles';
import { ContactLinks } from '../../components/admin/orders/contact-links';
import { RefundPanel } from '../../components/admin/orders/refund-panel';
import { ShipmentsCard } from '../../components/admin/orders/shipments-card';
import { StatusMoves } from '../../components/admin/orders/status-moves';
import { PackingSlipLinks } from '../../components/admin/orders/packing-slip-links';
import { PaybillPayments } from '../../components/admin/orders/paybill-payments';
import { StatusPill } from '../../components/admin/orders/status-pill';
import { TaxInvoicePanel } from '../../components/admin/orders/tax-invoice-panel';
import { OrderTextMessages } from '../../components/admin/orders/text-messages';
import { buttonClasses } from '../../components/ui/button-styles';
import { requireConsole } from '../../lib/auth.server';
import { useConsoleRole } from '../../lib/console-role';
import { can } from '../../../core/console-permissions';
import { pageMeta } from '../../lib/meta';
import { useShopSettings } from '../../lib/shop-settings-context';
import { readFormData } from '../../lib/read-form.server';
import type { Route } from './+types/order';
import { orderFormAction, orderPageAction, orderPageData } from './orders.server';

export function meta({ params, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: `Order ${params.orderNumber}`,
    description: 'One order.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'orders.view');
  return orderPageData(args.context, args.params.orderNumber);
}

export async function action(args: Route.ActionArgs) {
  requireConsole(args, 'orders.handle');
  const form = await readFormData(args.request);
  // Staff handle the order; a refund is money, the owners' alone, and asks for a fresh code.
  const admin = requireConsole(args, orderFormAction(form));
  return orderPageAction(args.context, admin, args.params.orderNumber, form);
}

const ACTORS: Record<string, string> = {
  customer: 'Customer',
  reseller: 'Reseller',
  admin: 'Shop',
  mpesa: 'M-Pesa',
  system: 'Automatic',
};

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const {
    order,
    pickupPoint,
    reseller,
    history,
    payments,
    notes,
    nextStatuses,
    minutesAgo,
    refunds,
    textMessages,
  } = loaderData;
  const notice = useActionData<typeof action>();
  const role = useConsoleRole();
  const settings = useShopSettings();
  const promised = settings.payLater.callWithinMinutes;
  return (
    <>
      <BackLink to="/admin/orders">All orders</BackLink>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl text-earth-900 sm:text-4xl">{order.orderNumber}</h1>
        <StatusPill status={order.status} />
      </div>
      <p className="-mt-4 mb-6 text-sm text-ink-muted">
        {ORDER_KIND_LABELS[order.kind]} · {PAYMENT_METHOD_LABELS[order.paymentMethod]} · placed{' '}
        {formatShopDateTime(order.createdAt)}
        {order.transactionId && <> · receipt {order.transactionId}</>}
      </p>
      {order.status === 'pending_payment' && (
        <p
          role="status"
          className={`mb-6 rounded-xl border p-3 text-sm font-medium ${
            isPayLaterCallLate(minutesAgo, promised)
              ? 'border-red-200 bg-red-50 text-red-800'
              : 'border-yellow-200 bg-yellow-50 text-yellow-900'
          }`}
        >
          Pay Later: placed {minutesAgo} {minutesAgo === 1 ? 'minute' : 'minutes'} ago.{' '}
          {`The customer was promised a call within ${promised} minutes.`}
        </p>
      )}
      {/* A parcel's form answers under the form; the rest up here. */}
      <ActionNotice notice={notice?.form ? undefined : notice} />
      {/* One column that never grows past the page: an address may hold a map link wider than a phone. */}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid grid-cols-1 gap-6">
          <ConsoleCard title={reseller ? 'Reseller' : 'Customer and delivery'}>
            <p className="font-semibold text-ink">{reseller?.businessName || order.customerName}</p>
            {reseller && <p className="text-sm text-ink-muted">{order.customerName}</p>}
            <p className="text-sm break-words text-ink-muted">
              {order.customerPhone} · {order.customerEmail}
            </p>
            {order.deliveryAddress && (
              <p className="mt-2 text-sm text-ink">
                {order.deliveryAddress}, {order.deliveryArea}
              </p>
            )}
            <p className="mt-2 text-sm text-ink">{orderDeliveryText(order.deliveryMethod, pickupPoint)}</p>
            {pickupPoint && (
              <p className="text-sm text-ink-muted">
                {pickupPoint.address} · {pickupPoint.hours}
              </p>
            )}
            {order.notes && <p className="mt-2 text-sm text-ink-muted">Notes: {order.notes}</p>}
            <div className="mt-4">
              <ContactLinks
                name={order.customerName}
                phone={order.customerPhone}
                email={order.customerEmail}
                orderNumber={order.orderNumber}
              />
            </div>
          </ConsoleCard>
          <ConsoleCard title="Items">
            <ul className="divide-y divide-line">
              {order.items.map((item) => (
                <li
                  key={`${item.productId}:${item.variantId ?? ''}`}
                  className="flex justify-between gap-4 py-2 text-sm"
                >
                  <span className="min-w-0">
                    {item.quantity} × {lineTitle(item)}
                    {item.sku && <span className="block text-xs text-ink-muted">SKU {item.sku}</span>}
                    <span className="block text-xs text-ink-muted">
                      {formatPrice(item.unitPriceCents, 'KES')} each
                    </span>
                  </span>
                  <span className="font-medium whitespace-nowrap">
                    {formatPrice(multiplyCents(item.unitPriceCents, item.quantity), 'KES')}
                  </span>
                </li>
              ))}
            </ul>
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-line pt-3 text-sm">
              <dt className="text-ink-muted">Subtotal</dt>
              <dd className="text-right">{formatPrice(order.subtotalCents, 'KES')}</dd>
              <dt className="text-ink-muted">Delivery</dt>
              <dd className="text-right">
                {order.deliveryFeeCents === 0 ? 'Free' : formatPrice(order.deliveryFeeCents, 'KES')}
              </dd>
              {order.discountCents > 0 && (
                <>
                  <dt className="text-ink-muted">Discount ({order.discountCode})</dt>
                  <dd className="text-right">−{formatPrice(order.discountCents, 'KES')}</dd>
                </>
              )}
              <dt className="font-semibold">Total</dt>
              <dd className="text-right font-semibold">{formatPrice(order.totalCents, 'KES')}</dd>
            </dl>
          </ConsoleCard>
          <ShipmentsCard
            data={{
              shipments: loaderData.shipments,
              toShip: loaderData.toShip,
              riders: loaderData.riders,
              couriers: settings.delivery.couriers,
              shipsNow: (READY_TO_PACK_STATUSES as readonly string[]).includes(order.status),
              hasPickupPoint: order.pickupPointId !== null,
              deliveryMethod: order.deliveryMethod,
            }}
            notice={notice}
          />
          {order.kind === 'retail' && (
            <ConsoleCard
              title="M-Pesa payments"
              action={
                <Form method="post">
                  <input type="hidden" name="intent" value="check-payment" />
                  <button type="submit" className={buttonClasses('secondary')}>
                    Check payment now
                  </button>
                </Form>
              }
            >
              {payments.length === 0 ? (
                <p className="text-sm text-ink-muted">No M-Pesa prompt has been sent for this order.</p>
              ) : (
                <ul className="divide-y divide-line text-sm">
                  {payments.map((payment) => (
                    <li key={payment.checkoutRequestId} className="py-2">
                      <p className="flex flex-wrap justify-between gap-2">
                        <span className="font-medium">
                          {formatPrice(payment.amountCents, 'KES')} · {payment.status.replace(/_/g, ' ')}
                        </span>
                        <span className="text-ink-muted">{formatShopDateTime(payment.createdAt)}</span>
                      </p>
                      <p className="text-xs break-all text-ink-muted">
                        {payment.receiptNumber ? `Receipt ${payment.receiptNumber} · ` : ''}
                        {payment.resultDesc ?? 'Waiting for the payer'} · {payment.phone}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </ConsoleCard>
          )}
          <PaybillPayments panel={loaderData.paybill} />
          {can(role, 'money') && (
            <RefundPanel data={refunds} errors={notice?.form ? undefined : notice?.errors} />
          )}
          <ConsoleCard title="History">
            <ol className="space-y-2 text-sm">
              {history.map((entry, index) => (
                <li key={index} className="flex flex-wrap justify-between gap-2">
                  <span>
                    <span className="font-medium">{ORDER_STATUS_LABELS[entry.to]}</span>
                    <span className="text-ink-muted"> · {ACTORS[entry.actor] ?? entry.actor}</span>
                    {entry.note && <span className="block text-xs text-ink-muted">{entry.note}</span>}
                  </span>
                  <span className="text-ink-muted">{formatShopDateTime(entry.at)}</span>
                </li>
              ))}
            </ol>
          </ConsoleCard>
          <OrderTextMessages messages={textMessages} />
        </div>
        <div className="grid grid-cols-1 content-start gap-6">
          <ConsoleCard title="Move this order">
            <StatusMoves next={nextStatuses} />
          </ConsoleCard>
          <PackingSlipLinks orderNumber={order.orderNumber} />
          <TaxInvoicePanel orderNumber={order.orderNumber} data={loaderData.taxInvoices} />
          <ConsoleCard title="Internal notes">
            <Form method="post" className="mb-4">
              <input type="hidden" name="intent" value="note" />
              <label htmlFor="order-note" className={LABEL_CLASSES}>
                Add a note (only the shop sees it)
              </label>
              <textarea
                id="order-note"
                name="body"
                rows={3}
                maxLength={2000}
                required
                className={`${CONTROL_CLASSES} py-2`}
              />
              <button type="submit" className={`${buttonClasses('secondary')} mt-2`}>
                Save note
              </button>
            </Form>
            {notes.length === 0 ? (
              <p className="text-sm text-ink-muted">No notes yet.</p>
            ) : (
              <ul className="space-y-3 text-sm">
                {notes.map((note) => (
                  <li key={note.id}>
                    <p className="whitespace-pre-line">{note.body}</p>
                    <p className="text-xs text-ink-muted">
                      {note.author ?? 'Former admin'} · {formatShopDateTime(note.at)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </ConsoleCard>
        </div>
      </div>
    </>
  );
}
