// The console's orders, both kinds: list and CSV export with the same filters, one order in full,
// status moves (one or in bulk), internal notes, and 'Check payment now'.
import type { FastifyInstance } from 'fastify';
import {
  bulkStatusChangeSchema,
  orderNoteSchema,
  staffStatusChangeSchema,
} from '../../core/admin-order-schemas';
import { toCsv } from '../../core/csv';
import { centsToDecimalString } from '../../core/money';
import { ORDER_KIND_LABELS } from '../../core/order-kinds';
import { PAYMENT_METHOD_LABELS } from '../../core/payment-methods';
import { orderListQuerySchema } from '../../core/order-filters';
import { orderNumberParamsSchema } from '../../core/order-number-params';
import { ORDER_STATUS_LABELS } from '../../core/order-status';
import { pageNumber } from '../../core/paging';
import type { Services } from '../services';
import { toAdminOrderJson } from '../services/console';
import { toAdminOrderListJson, toBulkMoveJson } from '../services/orders';
import { sendCsv } from './csv-reply';
import { requireConsole } from './guards';
import { notFound } from './http-errors';

/** The order in full, as GET and the moves that change it answer; null when there is none. */
async function orderDetailJson(services: Services, orderNumber: string) {
  const view = await services.console.orderView(orderNumber);
  return view && toAdminOrderJson(view);
}

function filtersOf(query: unknown) {
  const { page, ...filters } = orderListQuerySchema.parse(query ?? {});
  return { filters, page: pageNumber(page) };
}

const CSV_HEADER = [
  'Order number',
  'Placed',
  'Kind',
  'Status',
  'Payment',
  'Customer',
  'Business',
  'Phone',
  'Email',
  'Items',
  'Lines',
  'Delivery',
  'Discount code',
  'Discount (KES)',
  'Total (KES)',
];

export function adminOrderRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/orders', async (request, reply) => {
    requireConsole(request, 'orders.view');
    const { filters, page } = filtersOf(request.query);
    const view = await services.orders.listView(filters, page);
    reply.header('cache-control', 'no-store');
    return toAdminOrderListJson(view);
  });

  app.get('/api/admin/orders/export.csv', async (request, reply) => {
    requireConsole(request, 'personalData.export');
    const { filters } = filtersOf(request.query);
    const rows = await services.orders.export(filters);
    const csv = toCsv(
      CSV_HEADER,
      rows.map((row) => [
        row.orderNumber,
        row.createdAt,
        ORDER_KIND_LABELS[row.kind],
        ORDER_STATUS_LABELS[row.status],
        PAYMENT_METHOD_LABELS[row.paymentMethod],
        row.customerName,
        row.businessName,
        row.customerPhone,
        row.customerEmail,
        row.itemCount,
        row.lines,
        row.delivery,
        row.discountCode ?? '',
        centsToDecimalString(row.discountCents),
        centsToDecimalString(row.totalCents),
      ]),
    );
    return sendCsv(reply, 'orders', csv);
  });

  app.get<{ Params: { orderNumber: string } }>('/api/admin/orders/:orderNumber', async (request, reply) => {
    requireConsole(request, 'orders.view');
    const { orderNumber } = orderNumberParamsSchema.parse(request.params);
    const detail = await orderDetailJson(services, orderNumber);
    if (!detail) throw notFound('Order not found');
    reply.header('cache-control', 'no-store');
    return detail;
  });

  app.post<{ Params: { orderNumber: string } }>('/api/admin/orders/:orderNumber/status', async (request) => {
    const admin = requireConsole(request, 'orders.handle');
    const { orderNumber } = orderNumberParamsSchema.parse(request.params);
    const { status, note } = staffStatusChangeSchema.parse(request.body);
    await services.orders.moveStatus({ orderNumber }, status, {
      adminId: admin.id,
      ...(note ? { note } : {}),
    });
    return (await orderDetailJson(services, orderNumber))!;
  });

  app.post('/api/admin/orders/bulk-status', async (request) => {
    const admin = requireConsole(request, 'orders.handle');
    const { orderNumbers, status, note } = bulkStatusChangeSchema.parse(request.body);
    const results = await services.orders.moveInBulk(orderNumbers, status, {
      adminId: admin.id,
      ...(note ? { note } : {}),
    });
    return toBulkMoveJson(results);
  });

  app.post<{ Params: { orderNumber: string } }>(
    '/api/admin/orders/:orderNumber/notes',
    async (request, reply) => {
      const admin = requireConsole(request, 'orders.handle');
      const { orderNumber } = orderNumberParamsSchema.parse(request.params);
      const { body } = orderNoteSchema.parse(request.body);
      await services.orders.addNote(orderNumber, body, admin.id);
      return reply.status(201).send((await orderDetailJson(services, orderNumber))!);
    },
  );

  app.post<{ Params: { orderNumber: string } }>(
    '/api/admin/orders/:orderNumber/check-payment',
    async (request) => {
      requireConsole(request, 'orders.handle');
      const { orderNumber } = orderNumberParamsSchema.parse(request.params);
      const order = await services.orders.findByNumber(orderNumber);
      if (!order) throw notFound('Order not found');
      const payment = await services.mpesa.payments.checkOrder(order.id);
      return {
        message: payment
          ? `M-Pesa says: ${payment.resultDesc ?? 'still waiting for the payer'}`
          : 'No M-Pesa payment is waiting for an answer',
        payment,
      };
    },
  );
}
