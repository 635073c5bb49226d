// One reseller's console screen through its two doors, both from resellersAdmin.resellerView:
// GET /api/admin/resellers/:id/orders as JSON (the account as the list and the decisions answer
// it, orders as SPEC's wholesale order); and the page's loader data, orders as the console's list
// rows, in cents.
import type { OrderListRow } from '../../../core/order-list-row';
import { toUserJson, type SessionUser } from '../accounts';
import type { AdminResellerView } from './admin-resellers';
import { toWholesaleOrderJson } from './wholesale-order-json';

function statusOf(user: SessionUser) {
  if (user.role === 'rejected') return 'rejected';
  return user.isApproved ? 'approved' : 'pending';
}

/** What an admin sees of a reseller: contact details and standing, never credentials. */
export function toResellerJson(user: SessionUser) {
  return {
    ...toUserJson(user),
    phone: user.phone,
    status: statusOf(user),
    approvedAt: user.approvedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toAdminResellerJson({ reseller, orders }: AdminResellerView) {
  return { reseller: toResellerJson(reseller), orders: orders.map(toWholesaleOrderJson) };
}

export function toAdminResellerPage({ reseller, orders }: AdminResellerView) {
  return {
    reseller: {
      id: reseller.id,
      businessName: reseller.businessName,
      name: `${reseller.firstName} ${reseller.lastName}`,
      email: reseller.email,
      phone: reseller.phone,
      status: statusOf(reseller),
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
