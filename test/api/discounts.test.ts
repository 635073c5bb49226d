// Discount codes through the API: the owner's codes (POST/GET/PATCH /api/admin/discounts), the
// cart's preview (POST /api/discounts/check) and orders placed with a code. Each kind of code, each
// refusal with its message and nothing stored, the use limits under parallel orders, retail-only
// codes on wholesale orders, a cancellation giving the use back, and a refund after a discount.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, discountRedemptions, orders } from '../../src/server/db/schema';
import { insertProduct, type InsertedProduct } from '../../src/server/db/seed/product-factory';
import { catalogueChanged } from '../../src/server/services/catalogue';
import { callerFor, personas, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, outbox, postOrder, sizeStockOf } from './orders-helpers';
import { askRefund, payByPrompt } from './refunds-helpers';

let app: TestApp;
let admin: Caller;
let reseller: Caller;

beforeAll(async () => {
  // Behind one proxy, which names the client, so parallel shoppers can come from addresses of their own.
  app = await startTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
  const callers = await personas(app);
  admin = callers.admin;
  reseller = callers.approved;
});
afterAll(() => app.close());

let made = 0;

/** A product of one size at `priceKes`, in `category`, with plenty of stock. */
async function product(priceKes: number, category = 'moisturizers'): Promise<InsertedProduct> {
  made += 1;
  const inserted = await insertProduct(app.db, {
    slug: `discount-butter-${made}`,
    name: `Discount Butter ${made}`,
    category,
    variants: [{ label: '200 ml', sku: `DISC-${made}`, priceCents: priceKes * 100, stockQuantity: 500 }],
  });
  catalogueChanged();
  return inserted;
}

let codes = 0;
const newCode = (prefix = 'SAVE') => `${prefix}${++codes}X`;

async function createCode(body: Record<string, unknown>) {
  const response = await admin.post('/api/admin/discounts', { kind: 'percent', value: 10, ...body });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; code: string };
}

const line = (p: InsertedProduct, quantity = 1) => ({ id: p.id, variantId: p.variantIds[0], quantity });

interface OrderJson {
  orderNumber: string;
  subtotal: string;
  deliveryFee: string;
  discountCode: string | null;
  discount: string;
  totalAmount: string;
  paymentToken: string;
}

async function order(items: unknown[], discountCode?: string, who: Partial<typeof customer> = {}) {
  return postOrder(app, { ...customer, ...who, paymentMethod: 'mpesa', items, discountCode });
}

/** An order from a shopper of its own: an address, e-mail and phone no other order has. */
let shoppers = 0;
function orderFromOwnShopper(items: unknown[], discountCode: string) {
  const n = ++shoppers;
  return fetch(`${app.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${n}` },
    body: JSON.stringify({
      ...customer,
      customerEmail: `shopper${n}@example.com`,
      customerPhone: `0755${String(n).padStart(6, '0')}`,
      paymentMethod: 'mpesa',
      items,
      discountCode,
    }),
  });
}

async function placed(items: unknown[], discountCode?: string, who: Partial<typeof customer> = {}) {
  const response = await order(items, discountCode, who);
  expect(response.status).toBe(201);
  return (await response.json()) as OrderJson;
}

async function refused(response: Response, message: string) {
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ message, errors: { discountCode: message } });
}

const orderCount = async () => Number((await app.db.select({ n: count() }).from(orders))[0]!.n);
const usesOf = async (id: number) =>
  (await app.db.select({ uses: discountCodes.uses }).from(discountCodes).where(eq(discountCodes.id, id)))[0]!
    .uses;

const hourFromNow = () => new Date(Date.now() + 3_600_000).toISOString();
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

describe('the owner’s discount codes', () => {
  it('creates a code, lists it with its uses and takings, and switches it off', async () => {
    const code = newCode('LIST');
    const response = await admin.post('/api/admin/discounts', {
      code,
      kind: 'fixed',
      value: 250,
      minSubtotalKes: 1000,
      startsAt: hourAgo(),
      endsAt: hourFromNow(),
      maxUses: 100,
      maxUsesPerCustomer: 1,
      appliesTo: 'retail',
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: number };
    expect(created).toMatchObject({
      code,
      kind: 'fixed',
      value: 250,
      description: 'KSH 250.00 off',
      minSubtotalKes: '1000.00',
      maxUses: 100,
      maxUsesPerCustomer: 1,
      appliesTo: 'retail',
      active: true,
      uses: 0,
    });

    const list = (await (await admin.get('/api/admin/discounts')).json()) as Record<string, unknown>[];
    expect(list.find((d) => d.id === created.id)).toMatchObject({ code, uses: 0, revenueKes: '0.00' });

    const off = await admin.send('PATCH', `/api/admin/discounts/${created.id}`, { active: false });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ active: false });
    const log = await (await admin.get('/api/admin/activity?subject=discount')).text();
    expect(log).toContain('discount.created');
    expect(log).toContain('discount.switched_off');
    const p = await product(2000);
    await refused(await order([line(p)], code), 'This discount code is not valid');
  });

  it('refuses a code that already exists in any case, and bad fields, storing nothing', async () => {
    const code = newCode('TWICE');
    await createCode({ code });
    const before = await app.db.select({ n: count() }).from(discountCodes);
    const clash = await admin.post('/api/admin/discounts', {
      code: code.toLowerCase(),
      kind: 'percent',
      value: 5,
    });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({ message: 'A discount code with this name already exists' });

    const cases: [Record<string, unknown>, string, string][] = [
      [
        { code: 'A B', kind: 'percent', value: 5 },
        'code',
        'A code is 3 to 32 letters, digits, dashes or underscores',
      ],
      [
        { code: 'PCT-101', kind: 'percent', value: 101 },
        'value',
        'Percent off must be a whole number from 1 to 100',
      ],
      [{ code: 'FIX-0', kind: 'fixed', value: 0 }, 'value', 'The value must be more than 0'],
      [{ code: 'KIND-X', kind: 'bogof', value: 5 }, 'kind', 'Choose percent, fixed or free delivery'],
      [
        { code: 'DATES', kind: 'percent', value: 5, startsAt: hourFromNow(), endsAt: hourAgo() },
        'endsAt',
        'The end must be after the start',
      ],
      [
        { code: 'USES-0', kind: 'percent', value: 5, maxUses: 0 },
        'maxUses',
        'The use limit must be at least 1',
      ],
      [
        { code: 'AUD-X', kind: 'percent', value: 5, appliesTo: 'friends' },
        'appliesTo',
        'Choose retail, wholesale or both',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await admin.post('/api/admin/discounts', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string> }).errors[field]).toBe(message);
    }
    const ghost = await admin.post('/api/admin/discounts', {
      code: 'GHOST',
      kind: 'percent',
      value: 5,
      productIds: [987654],
    });
    expect(ghost.status).toBe(400);
    expect(await ghost.json()).toMatchObject({ errors: { productIds: 'No product has the id 987654' } });
    expect(await app.db.select({ n: count() }).from(discountCodes)).toEqual(before);
  });

  it('is the owners’ alone: resellers and anonymous callers are turned away', async () => {
    expect(
      (await reseller.post('/api/admin/discounts', { code: 'NOPE1', kind: 'percent', value: 5 })).status,
    ).toBe(403);
    expect((await callerFor(app).get('/api/admin/discounts')).status).toBe(401);
  });
});

describe('a code on an order', () => {
  it('takes a percent off, matched in any case, and shows it on the order, its preview and its mail', async () => {
    const code = newCode('KARIBU');
    await createCode({ code, kind: 'percent', value: 15 });
    const p = await product(1000);
    const check = await fetch(`${app.url}/api/discounts/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        code: ` ${code.toLowerCase()} `,
        items: [line(p, 2)],
        deliveryArea: 'Westlands',
      }),
    });
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({
      code,
      discount: '300.00',
      subtotal: '2000.00',
      deliveryFee: '250.00',
      totalAmount: '1950.00',
    });

    // Pay Later: its confirmation mail goes out as the order is placed.
    const response = await postOrder(app, {
      ...customer,
      customerEmail: 'percent@example.com',
      paymentMethod: 'pay_later',
      items: [line(p, 2)],
      discountCode: code.toLowerCase(),
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as OrderJson;
    expect(body).toMatchObject({
      subtotal: '2000.00',
      deliveryFee: '250.00',
      discountCode: code,
      discount: '300.00',
      totalAmount: '1950.00',
    });
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, body.orderNumber));
    expect(row).toMatchObject({ discountCode: code, discountCents: 300_00, totalCents: 1950_00 });
    const csv = await (await admin.get('/api/admin/orders/export.csv?kind=retail')).text();
    expect(csv.split('\r\n').find((l) => l.startsWith(body.orderNumber))).toMatch(
      new RegExp(`,${code},300\\.00,1950\\.00$`),
    );
    const detail = (await (await admin.get(`/api/admin/orders/${body.orderNumber}`)).json()) as Record<
      string,
      unknown
    >;
    expect(detail).toMatchObject({ discountCode: code, discount: '300.00', totalAmount: '1950.00' });
    const mail = (await outbox(app)).find(
      (m) => m.to === 'percent@example.com' && m.text.includes(body.orderNumber),
    );
    expect(mail?.text).toContain(`Discount (${code}): -KSH 300.00`);
    expect(mail?.text).toContain('Total: KSH 1,950.00');
  });

  it('takes a fixed amount off only the products it names, never more than they cost', async () => {
    const named = await product(400);
    const other = await product(5000);
    const code = newCode('FIXED');
    await createCode({ code, kind: 'fixed', value: 1000, productIds: [named.id] });
    const body = await placed([line(named, 2), line(other)], code);
    // 800 of the named product, though the code is worth 1,000; free delivery over KSH 3,000.
    expect(body).toMatchObject({
      subtotal: '5800.00',
      deliveryFee: '0.00',
      discount: '800.00',
      totalAmount: '5000.00',
    });
    await refused(
      await order([line(other)], code),
      'This discount code does not apply to the items in your cart',
    );
  });

  it('reaches a category’s products only', async () => {
    const hair = await product(1200, 'hair-care');
    const body = await product(1200, 'moisturizers');
    const code = newCode('HAIR');
    await createCode({ code, kind: 'percent', value: 50, categories: ['hair-care'] });
    expect(await placed([line(hair), line(body)], code)).toMatchObject({
      discount: '600.00',
      totalAmount: '2050.00',
    });
  });

  it('gives free delivery, and says so when delivery is already free', async () => {
    const code = newCode('SHIP');
    await createCode({ code, kind: 'free_delivery' });
    const p = await product(1000);
    expect(await placed([line(p)], code)).toMatchObject({
      deliveryFee: '250.00',
      discount: '250.00',
      totalAmount: '1000.00',
    });
    await refused(await order([line(p, 4)], code), 'Delivery is already free on this order');
  });

  it('refuses unknown, early, expired and too small orders with their own messages, storing nothing', async () => {
    const p = await product(1000);
    const early = newCode('EARLY');
    await createCode({ code: early, startsAt: hourFromNow() });
    const late = newCode('LATE');
    await createCode({
      code: late,
      startsAt: new Date(Date.now() - 7_200_000).toISOString(),
      endsAt: hourAgo(),
    });
    const big = newCode('BIG');
    await createCode({ code: big, minSubtotalKes: 2500 });
    const before = await orderCount();
    const stock = await sizeStockOf(app, p.variantIds[0]!);
    await refused(await order([line(p)], 'NO-SUCH-CODE'), 'This discount code is not valid');
    await refused(await order([line(p)], early), 'This discount code is not active yet');
    await refused(await order([line(p)], late), 'This discount code has expired');
    await refused(
      await order([line(p, 2)], big),
      'This discount code needs a subtotal of at least KSH 2,500.00',
    );
    expect(await orderCount()).toBe(before);
    expect(await sizeStockOf(app, p.variantIds[0]!)).toBe(stock);
    // The cart's preview says the same.
    const check = await fetch(`${app.url}/api/discounts/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: late, items: [line(p)] }),
    });
    await refused(check, 'This discount code has expired');
  });

  it('holds the per-customer limit by e-mail and by phone', async () => {
    const code = newCode('ONCE');
    await createCode({ code, maxUsesPerCustomer: 1 });
    const p = await product(1000);
    await placed([line(p)], code, { customerEmail: 'once@example.com', customerPhone: '0722000111' });
    await refused(
      await order([line(p)], code, { customerEmail: 'ONCE@example.com', customerPhone: '0722000999' }),
      'You have already used this discount code',
    );
    await refused(
      await order([line(p)], code, { customerEmail: 'other@example.com', customerPhone: '+254 722 000 111' }),
      'You have already used this discount code',
    );
    await placed([line(p)], code, { customerEmail: 'other@example.com', customerPhone: '0722000999' });
  });

  it('gives 20 parallel orders on a code with 5 uses left exactly 5 discounts and 15 clear refusals', async () => {
    const code = newCode('RUSH');
    const { id } = await createCode({ code, maxUses: 7 });
    const p = await product(1000);
    // Shoppers of their own: one client's unpaid orders hold one use of a limited code.
    expect((await orderFromOwnShopper([line(p)], code)).status).toBe(201);
    expect((await orderFromOwnShopper([line(p)], code)).status).toBe(201);
    const before = await orderCount();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => orderFromOwnShopper([line(p)], code)),
    );
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { message?: string }[];
    expect(responses.filter((r) => r.status === 201)).toHaveLength(5);
    const refusals = bodies.filter((b, i) => responses[i]!.status === 400);
    expect(refusals).toHaveLength(15);
    expect(new Set(refusals.map((b) => b.message))).toEqual(new Set(['This discount code has been used up']));
    expect(await orderCount()).toBe(before + 5);
    expect(await usesOf(id)).toBe(7);
    const redeemed = await app.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.discountId, id));
    expect(redeemed).toHaveLength(7);
  });

  it('gives the use back when the order is cancelled', async () => {
    const code = newCode('BACK');
    const { id } = await createCode({ code, maxUses: 1 });
    const p = await product(1000);
    const first = await placed([line(p)], code);
    await refused(await order([line(p)], code), 'This discount code has been used up');
    const cancel = await admin.post(`/api/admin/orders/${first.orderNumber}/status`, { status: 'cancelled' });
    expect(cancel.status).toBe(200);
    expect(await usesOf(id)).toBe(0);
    await placed([line(p)], code);
    expect(await usesOf(id)).toBe(1);
  });

  it('is never applied to a wholesale order when it is for shop orders only, and the other way round', async () => {
    const p = await product(1000);
    const retailOnly = newCode('SHOP');
    await createCode({ code: retailOnly, appliesTo: 'retail' });
    const wholesaleOnly = newCode('TRADE');
    await createCode({ code: wholesaleOnly, appliesTo: 'wholesale', value: 10 });
    const before = await orderCount();
    await refused(
      await reseller.post('/api/reseller/orders', { items: [line(p, 10)], discountCode: retailOnly }),
      'This discount code is not for wholesale orders',
    );
    await refused(await order([line(p)], wholesaleOnly), 'This discount code is for wholesale orders only');
    expect(await orderCount()).toBe(before);

    // The wholesale cart's preview: at wholesale prices, for approved resellers only.
    const preview = await reseller.post('/api/discounts/check', {
      code: wholesaleOnly.toLowerCase(),
      items: [line(p, 10)],
      kind: 'wholesale',
    });
    expect(preview.status).toBe(200);
    const previewed = (await preview.json()) as { discount: string; deliveryFee: string };
    expect(previewed.deliveryFee).toBe('0.00');
    const anonymousCheck = await callerFor(app).post('/api/discounts/check', {
      code: wholesaleOnly,
      items: [line(p, 10)],
      kind: 'wholesale',
    });
    expect(anonymousCheck.status).toBe(401);
    await refused(
      await reseller.post('/api/discounts/check', {
        code: retailOnly,
        items: [line(p, 10)],
        kind: 'wholesale',
      }),
      'This discount code is not for wholesale orders',
    );

    const wholesale = await reseller.post('/api/reseller/orders', {
      items: [line(p, 10)],
      discountCode: wholesaleOnly,
    });
    expect(wholesale.status).toBe(201);
    const body = (await wholesale.json()) as { totalAmount: string; discount: string; discountCode: string };
    const [row] = await app.db.select().from(orders).where(eq(orders.discountCode, wholesaleOnly));
    expect(row!.kind).toBe('wholesale');
    expect(body.discountCode).toBe(wholesaleOnly);
    expect(body.discount).toBe(previewed.discount);
    expect(Number(body.discount)).toBeCloseTo((row!.subtotalCents * 0.1) / 100, 2);
    expect(row!.totalCents).toBe(row!.subtotalCents - row!.discountCents);
  });

  it('never refunds more than the shopper paid after a discount', async () => {
    const code = newCode('REFUND');
    const { id } = await createCode({ code, kind: 'fixed', value: 500 });
    const p = await product(2000);
    const body = await placed([line(p)], code, { customerEmail: 'refund@example.com' });
    expect(body.totalAmount).toBe('1750.00');
    const payment = await payByPrompt(app, body.orderNumber);
    expect(payment.amountCents).toBe(1750_00);

    const tooMuch = await askRefund(admin, body.orderNumber, { paymentId: payment.id, amountKes: 1750.01 });
    expect(tooMuch.status).toBe(400);
    const full = await askRefund(admin, body.orderNumber, { paymentId: payment.id, amountKes: 1000 });
    expect(full.status).toBe(201);
    const more = await askRefund(admin, body.orderNumber, { paymentId: payment.id, amountKes: 751 });
    expect(more.status).toBe(409);

    const list = (await (await admin.get('/api/admin/discounts')).json()) as Record<string, unknown>[];
    expect(list.find((d) => d.id === id)).toMatchObject({
      uses: 1,
      revenueKes: '1750.00',
      discountedKes: '500.00',
    });
  });

  it('forgets who used a code when the customer’s data is erased, and keeps the use counted', async () => {
    const code = newCode('ERASE');
    const { id } = await createCode({ code });
    const p = await product(1000);
    const paid = await placed([line(p)], code, {
      customerEmail: 'erase-me@example.com',
      customerPhone: '0733444555',
    });
    await payByPrompt(app, paid.orderNumber);
    const erased = await admin.post('/api/admin/privacy/erase', { email: 'erase-me@example.com' });
    expect(erased.status).toBe(200);
    const rows = await app.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.discountId, id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toMatch(/erase-me|0733444555/);
    expect(await usesOf(id)).toBe(1);
  });
});
