// The console's tax invoices over HTTP from the page build: the Tax invoices list with its tabs,
// a failed invoice with KRA's reason and its Retry, and the order page's Tax invoice section; open
// to every console member (staff included), refused to resellers and to the signed-out.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxInvoices, users } from '../../src/server/db/schema';
import { insertOrder } from '../api/mpesa-helpers';
import { personas, registerReseller, signIn, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let as: { anonymous: Caller; reseller: Caller; staff: Caller; owner: Caller };

beforeAll(async () => {
  app = await startTestApp({ env: { ETIMS_MODE: 'simulated' }, pages: 'production' });
  const people = await personas(app);
  const member = await registerReseller(app, { password: 'staff password long' });
  await app.db
    .update(users)
    .set({ role: 'admin', consoleRole: 'staff', isApproved: true })
    .where(eq(users.id, member.user.id));
  as = {
    anonymous: people.anonymous,
    reseller: people.approved,
    staff: await signIn(app, member.form.email, 'staff password long'),
    owner: people.admin,
  };
});
afterAll(async () => {
  await app?.services.jobs.drain();
  await app?.close();
});

let receipts = 0;

/** An order paid by M-Pesa, its sale invoice sent to the simulator and issued. */
async function invoicedOrder() {
  const order = await insertOrder(app);
  receipts += 1;
  await app.services.orders.markPaid(order.id, {
    transactionId: `QTAX${String(receipts).padStart(6, '0')}`,
    actor: 'mpesa',
  });
  await app.services.jobs.drain();
  const [invoice] = await app.db.select().from(taxInvoices).where(eq(taxInvoices.orderId, order.id));
  expect(invoice).toMatchObject({ kind: 'sale', state: 'issued' });
  return { order, invoice: invoice! };
}

async function page(caller: Caller, path: string) {
  const response = await fetch(`${app.url}${path}`, {
    headers: { cookie: caller.cookie },
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** A form posted from the page, as a browser without scripts sends it (from the shop's own origin). */
async function postForm(caller: Caller, path: string, form: Record<string, string>) {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { cookie: caller.cookie, origin: app.url, 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text() };
}

const REASON = 'KRA answered 910: Request parameter error (tin)';

describe('the Tax invoices page', () => {
  it('lists a failed invoice with its reason, and Retry sends it to KRA again', async () => {
    const { order, invoice } = await invoicedOrder();
    await app.db
      .update(taxInvoices)
      .set({ state: 'failed', lastError: REASON, cuInvoiceNumber: null, issuedAt: null })
      .where(eq(taxInvoices.id, invoice.id));

    const failed = await page(as.owner, '/admin/tax-invoices?status=failed');
    expect(failed.status).toBe(200);
    expect(failed.html).toContain('<h1');
    expect(failed.html).toContain('Tax invoices');
    expect(failed.html).toContain(`Invoice ${invoice.invoiceNumber}`);
    expect(failed.html).toContain(REASON);
    expect(failed.html).toContain(`href="/admin/orders/${order.orderNumber}"`);
    expect(failed.html).toContain(`href="/orders/${order.orderNumber}/invoice"`);
    expect(failed.html).toContain('KSH 1,700.00');
    expect(failed.html).toMatch(/<button[^>]*value="retry-invoice"[^>]*>Retry/);

    const retried = await postForm(as.owner, '/admin/tax-invoices?status=failed', {
      intent: 'retry-invoice',
      id: String(invoice.id),
    });
    expect(retried.status).toBe(200);
    expect(retried.html).toContain(`Invoice ${invoice.invoiceNumber} queued to send again.`);
    const [queued] = await app.db.select().from(taxInvoices).where(eq(taxInvoices.id, invoice.id));
    expect(queued!.state).toBe('pending');
    expect((await page(as.owner, '/admin/tax-invoices?status=pending')).html).toContain(
      `Invoice ${invoice.invoiceNumber}`,
    );

    await app.services.jobs.drain();
    const [issued] = await app.db.select().from(taxInvoices).where(eq(taxInvoices.id, invoice.id));
    expect(issued).toMatchObject({ state: 'issued', lastError: null });
    expect(issued!.cuInvoiceNumber).toEqual(expect.any(String));
    const after = await page(as.owner, '/admin/tax-invoices?status=failed');
    expect(after.html).not.toContain(`Invoice ${invoice.invoiceNumber}`);
    expect(after.html).toContain('No failed tax invoices');
  });

  it('refuses a second Retry once KRA has issued the invoice, and leaves it issued', async () => {
    const { invoice } = await invoicedOrder();
    const again = await postForm(as.owner, '/admin/tax-invoices', {
      intent: 'retry-invoice',
      id: String(invoice.id),
    });
    expect(again.status).toBe(409);
    expect(again.html).toContain(`Invoice ${invoice.invoiceNumber} is already issued by KRA`);
    const [row] = await app.db.select().from(taxInvoices).where(eq(taxInvoices.id, invoice.id));
    expect(row!.state).toBe('issued');
  });

  it('is open to staff, and the JSON list keeps its fields', async () => {
    const { order, invoice } = await invoicedOrder();
    const listed = await page(as.staff, '/admin/tax-invoices');
    expect(listed.status).toBe(200);
    expect(listed.html).toContain(`Invoice ${invoice.invoiceNumber}`);
    expect(listed.html).toContain('href="/admin/tax-invoices?status=failed"');
    expect(listed.html).toContain('Issued');

    const json = await as.staff.get('/api/admin/tax-invoices?status=issued');
    expect(json.status).toBe(200);
    const body = (await json.json()) as { invoices: Record<string, unknown>[]; page: number; total: number };
    expect(Object.keys(body).sort()).toEqual(['invoices', 'page', 'pageSize', 'total']);
    expect(body.invoices.find((row) => row.id === invoice.id)).toEqual({
      id: invoice.id,
      kind: 'sale',
      status: 'issued',
      invoiceNumber: invoice.invoiceNumber,
      branchId: invoice.branchId,
      orderNumber: order.orderNumber,
      totalKes: 1700,
      createdAt: invoice.createdAt.toISOString(),
      createdLabel: expect.any(String),
      issuedAt: expect.any(String),
      lastError: null,
    });
  });

  it('refuses a reseller and sends the signed-out to sign in', async () => {
    expect((await page(as.reseller, '/admin/tax-invoices')).status).toBe(403);
    const signedOut = await page(as.anonymous, '/admin/tax-invoices');
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toBe(`/login?redirectTo=${encodeURIComponent('/admin/tax-invoices')}`);
    const posted = await postForm(as.reseller, '/admin/tax-invoices', { intent: 'retry-invoice', id: '1' });
    expect(posted.status).toBe(403);
  });
});

describe("the order page's Tax invoice section", () => {
  it('shows the invoice number and the control unit’s, with links to the invoice and its PDF', async () => {
    const { order, invoice } = await invoicedOrder();
    const shown = await page(as.staff, `/admin/orders/${order.orderNumber}`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('Tax invoice</h2>');
    expect(shown.html).toContain(`Invoice ${invoice.invoiceNumber}`);
    const [issued] = await app.db.select().from(taxInvoices).where(eq(taxInvoices.id, invoice.id));
    expect(shown.html).toContain(issued!.cuInvoiceNumber!);
    expect(shown.html).toContain(`href="/orders/${order.orderNumber}/invoice"`);
    expect(shown.html).toContain(`href="/api/orders/${order.orderNumber}/invoice.pdf"`);
  });

  it('shows a failed invoice with its reason and retries it from there', async () => {
    const { order, invoice } = await invoicedOrder();
    await app.db
      .update(taxInvoices)
      .set({ state: 'failed', lastError: REASON })
      .where(eq(taxInvoices.id, invoice.id));
    const path = `/admin/orders/${order.orderNumber}`;
    const shown = await page(as.owner, path);
    expect(shown.html).toContain(REASON);
    const retried = await postForm(as.owner, path, { intent: 'retry-invoice', id: String(invoice.id) });
    expect(retried.status).toBe(200);
    expect(retried.html).toContain(`Invoice ${invoice.invoiceNumber} queued to send again.`);
    await app.services.jobs.drain();
    const [row] = await app.db.select().from(taxInvoices).where(eq(taxInvoices.id, invoice.id));
    expect(row!.state).toBe('issued');
  });

  it('says an unconfirmed order has no tax invoice yet', async () => {
    const order = await insertOrder(app);
    const shown = await page(as.owner, `/admin/orders/${order.orderNumber}`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('No tax invoice yet: it is issued when the order is confirmed.');
  });
});
