// A confirmed sale the shop cancels afterwards is credited with KRA: the cancellation writes a
// credit note for what no refund has credited yet, in its own transaction, through the same queue,
// so an invoice still waiting to go is followed by its credit note. A refund after the
// cancellation credits nothing more: no sale is credited beyond its invoice.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etimsSimRecords, orders, taxInvoices } from '../../src/server/db/schema';
import { personas } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { insertOrder } from './mpesa-helpers';
import { paidOrder, payByPrompt, refundOf, settled } from './refunds-helpers';

let app: TestApp;
let as: Awaited<ReturnType<typeof personas>>;

beforeAll(async () => {
  app = await startTestApp({ env: { ETIMS_MODE: 'simulated', MPESA_SIM_CALLBACK_DELAY_MS: '0' } });
  as = await personas(app);
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

async function documentsOf(orderNumber: string) {
  return app.db
    .select({ invoice: taxInvoices })
    .from(taxInvoices)
    .innerJoin(orders, eq(orders.id, taxInvoices.orderId))
    .where(eq(orders.orderNumber, orderNumber))
    .orderBy(asc(taxInvoices.invoiceNumber))
    .then((rows) => rows.map((row) => row.invoice));
}

/** What KRA's control unit (the simulator) took for this invoice number. */
async function receivedByKra(invoiceNumber: number) {
  const [record] = await app.db
    .select()
    .from(etimsSimRecords)
    .where(and(eq(etimsSimRecords.kind, 'receipt'), eq(etimsSimRecords.key, String(invoiceNumber))));
  return record?.request as
    { rcptTyCd: string; orgInvcNo: number; totAmt: number; trdInvcNo: string } | undefined;
}

async function cancel(orderNumber: string, path = `/api/admin/orders/${orderNumber}/status`) {
  const response = await as.admin.post(path, { status: 'cancelled' });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The sale and its credit notes, issued by KRA, netting to `netCents`; the credit notes' totals. */
async function expectCredited(orderNumber: string, totalCents: number, creditsCents: number[]) {
  await app.services.jobs.drain();
  const [sale, ...notes] = await documentsOf(orderNumber);
  expect(sale).toMatchObject({ kind: 'sale', state: 'issued' });
  expect(sale!.document.totalCents).toBe(totalCents);
  expect(notes.map((note) => note.document.totalCents)).toEqual(creditsCents);
  for (const note of notes) {
    expect(note).toMatchObject({
      kind: 'credit_note',
      state: 'issued',
      originalInvoiceNumber: sale!.invoiceNumber,
    });
    expect(await receivedByKra(note.invoiceNumber)).toMatchObject({
      rcptTyCd: 'R',
      orgInvcNo: sale!.invoiceNumber,
      totAmt: note.document.totalCents / 100,
      trdInvcNo: orderNumber,
    });
  }
  expect(await receivedByKra(sale!.invoiceNumber)).toMatchObject({ rcptTyCd: 'S', orgInvcNo: 0 });
  return { sale: sale!, notes };
}

describe('cancelling a confirmed sale', () => {
  it('credits a wholesale order confirmed (invoiced) then cancelled in full, shown on its page and in the list', async () => {
    const placed = await as.approved.post('/api/reseller/orders', { items: [{ id: 1, quantity: 12 }] });
    expect(placed.status).toBe(201);
    const { orderNumber } = (await placed.json()) as { orderNumber: string };
    const status = `/api/admin/wholesale-orders/${orderNumber}/status`;
    expect((await as.admin.post(status, { status: 'confirmed' })).status).toBe(200);
    await app.services.jobs.drain();
    await cancel(orderNumber, status);
    const { totalCents } = (
      await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber))
    )[0]!;
    const { sale, notes } = await expectCredited(orderNumber, totalCents, [totalCents]);
    expect(notes[0]!.document.creditNote?.reason).toBe('Order cancelled');

    const page = (await (await as.admin.get(`/api/admin/orders/${orderNumber}`)).json()) as {
      taxInvoices: {
        sale: { invoiceNumber: number };
        creditNotes: { invoiceNumber: number; kind: string }[];
      };
    };
    expect(page.taxInvoices.sale.invoiceNumber).toBe(sale.invoiceNumber);
    expect(page.taxInvoices.creditNotes).toEqual([
      expect.objectContaining({ kind: 'credit_note', invoiceNumber: notes[0]!.invoiceNumber }),
    ]);
    const list = (await (await as.admin.get('/api/admin/tax-invoices')).json()) as {
      invoices: { orderNumber: string; kind: string; totalKes: number }[];
    };
    expect(list.invoices.filter((row) => row.orderNumber === orderNumber)).toEqual([
      expect.objectContaining({ kind: 'credit_note', totalKes: totalCents / 100 }),
      expect.objectContaining({ kind: 'sale', totalKes: totalCents / 100 }),
    ]);
    // The reseller reads the credit note with the invoice.
    const theirs = (await (await as.approved.get(`/api/orders/${orderNumber}/invoice`)).json()) as {
      creditNotes: { invoiceNumber: number; reason: string }[];
    };
    expect(theirs.creditNotes).toEqual([
      expect.objectContaining({ invoiceNumber: notes[0]!.invoiceNumber, reason: 'Order cancelled' }),
    ]);
  });

  it('credits a Pay Later order the shop confirmed and then cancelled', async () => {
    const order = await insertOrder(app, { status: 'pending_payment' });
    await app.services.orders.moveStatus({ id: order.id }, 'confirmed', { adminId: as.ids.admin! });
    await cancel(order.orderNumber);
    await expectCredited(order.orderNumber, 170_000, [170_000]);
  });

  it('credits only what a refund left of an M-Pesa sale, and a refund after it credits nothing more', async () => {
    const { order, payment } = await paidOrder(app);
    const part = await refundOf(as.admin, order.orderNumber, {
      paymentKind: 'stk',
      paymentId: payment.id,
      amountKes: 500,
      reason: 'Jar arrived cracked',
    });
    expect((await settled(as.admin, order.orderNumber, part.id)).state).toBe('succeeded');
    await cancel(order.orderNumber);
    await expectCredited(order.orderNumber, 170_000, [50_000, 120_000]);

    // The cancelled order's money goes back: the sale is credited in full already.
    const rest = await refundOf(as.admin, order.orderNumber, {
      paymentKind: 'stk',
      paymentId: payment.id,
      amountKes: 1200,
      reason: 'Order cancelled',
    });
    expect((await settled(as.admin, order.orderNumber, rest.id)).state).toBe('succeeded');
    await expectCredited(order.orderNumber, 170_000, [50_000, 120_000]);
  });

  it('credits the last shilling a refund left, as KRA takes it (every line at least a thousandth)', async () => {
    // KSH 10,000 of goods and 200 of delivery: the delivery's share of the last shilling is 2 cents.
    const order = await insertOrder(app, { subtotalCents: 1_000_000 });
    const payment = await payByPrompt(app, order.orderNumber);
    const most = await refundOf(as.admin, order.orderNumber, {
      paymentKind: 'stk',
      paymentId: payment.id,
      amountKes: 10_199,
      reason: 'Most of it back',
    });
    expect((await settled(as.admin, order.orderNumber, most.id)).state).toBe('succeeded');
    await cancel(order.orderNumber);
    const { notes } = await expectCredited(order.orderNumber, 1_020_000, [1_019_900, 100]);
    expect(notes[1]!.document.lines.every((line) => line.quantity >= 0.001)).toBe(true);
  });

  it('follows an invoice still waiting to go with its credit note, in number order', async () => {
    await app.services.jobs.drain();
    const order = await insertOrder(app, { status: 'pending_payment' });
    await app.services.orders.moveStatus({ id: order.id }, 'confirmed', { adminId: as.ids.admin! });
    const [waiting] = await documentsOf(order.orderNumber);
    expect(waiting).toMatchObject({ kind: 'sale', state: 'pending' });
    await cancel(order.orderNumber);
    const { sale, notes } = await expectCredited(order.orderNumber, 170_000, [170_000]);
    expect(notes[0]!.invoiceNumber).toBeGreaterThan(sale.invoiceNumber);
    expect(notes[0]!.issuedAt!.getTime()).toBeGreaterThanOrEqual(sale.issuedAt!.getTime());
  });

  it('writes nothing for an order never invoiced, and nothing twice', async () => {
    const unpaid = await insertOrder(app);
    await cancel(unpaid.orderNumber);
    expect(await documentsOf(unpaid.orderNumber)).toEqual([]);
    // Cancelling again is refused, and writes no second credit note.
    const order = await insertOrder(app, { status: 'pending_payment' });
    await app.services.orders.moveStatus({ id: order.id }, 'confirmed', { adminId: as.ids.admin! });
    await cancel(order.orderNumber);
    const again = await as.admin.post(`/api/admin/orders/${order.orderNumber}/status`, {
      status: 'cancelled',
    });
    expect(again.status).toBe(409);
    await expectCredited(order.orderNumber, 170_000, [170_000]);
  });
});
