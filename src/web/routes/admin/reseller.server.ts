// One reseller for /admin/resellers/:id: the account and every wholesale order, newest first.
import { data, type AppLoadContext } from 'react-router';
import type { OrderListRow } from '../../../core/order-list-row';

const notFound = () => data('No reseller has this id.', { status: 404, statusText: 'Not Found' });

export async function resellerWithOrders(context: AppLoadContext, rawId: string | undefined) {
  if (!rawId || !/^\d{1,9}$/.test(rawId) || Number(rawId) < 1) throw notFound();
  const id = Number(rawId);
  const reseller = await context.services.accounts.findReseller(id);
  if (!reseller) throw notFound();
  const orders = await context.services.resellerOrdersAdmin.ordersOf(id);
  return {
    reseller: {
      id: reseller.id,
      businessName: reseller.businessName,
      name: `${reseller.firstName} ${reseller.lastName}`,
      email: reseller.email,
      phone: reseller.phone,
      status: reseller.role === 'rejected' ? 'rejected' : reseller.isApproved ? 'approved' : 'pending',
      appliedAt: reseller.createdAt.toISOString(),
      approvedAt: reseller.approvedAt?.toISOString() ?? null,
    },
    orders: orders.map((order): OrderListRow => ({
      orderNumber: order.orderNumber,
      kind: order.kind,
      status: order.status,
      paymentMethod: order.paymentMethod,
      customerName: order.customerName,
      customerPhone: order.customerPhone,
      customerEmail: order.customerEmail,
      businessName: reseller.businessName,
      itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
      totalCents: order.totalCents,
      createdAt: order.createdAt,
    })),
  };
}
