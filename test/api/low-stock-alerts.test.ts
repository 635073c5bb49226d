// The owner hears when a size sells down to the low-stock threshold (settings.stock, 5 here): one
// mail to the shop's address and one text to its phone for the order that crosses the mark, nothing
// for the orders that sell on below it, and again after a restock above the mark; two orders racing
// across it make one alert.
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages } from '../../src/server/db/schema';
import { insertProduct, type InsertedProduct } from '../../src/server/db/seed/product-factory';
import { catalogueChanged } from '../../src/server/services/catalogue';
import { personas } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, outbox, postOrder, setSizeStock } from './orders-helpers';

const SHOP_PHONE = '+254700555444';
let app: TestApp;
let shopEmail: string;

beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { LOW_STOCK_THRESHOLD: '5', SHOP_SMS_PHONE: SHOP_PHONE } });
  shopEmail = (await app.services.settings.read()).store.email;
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

async function productOf(stock: number): Promise<InsertedProduct> {
  const product = await insertProduct(app.db, { stockQuantity: stock, size: '250 g' });
  catalogueChanged();
  return product;
}

async function buy(product: InsertedProduct, quantity: number, phone = customer.customerPhone) {
  const response = await postOrder(app, {
    ...customer,
    customerPhone: phone,
    items: [{ id: product.id, quantity }],
    paymentMethod: 'pay_later',
  });
  expect(response.status).toBe(201);
}

async function alertsAbout(product: InsertedProduct) {
  const mails = (await outbox(app)).filter((mail) =>
    mail.subject.startsWith(`Low stock: ${product.name} (250 g)`),
  );
  const texts = await app.db
    .select()
    .from(smsMessages)
    .where(like(smsMessages.message, `%low stock, ${product.name} (250 g)%`));
  return { mails, texts };
}

describe('the low-stock alert to the owner', () => {
  it('comes once as a size crosses the mark, not for sales below it, and again after a restock above it', async () => {
    const product = await productOf(8);
    await buy(product, 2);
    expect(await alertsAbout(product)).toEqual({ mails: [], texts: [] });

    await buy(product, 1);
    let alerts = await alertsAbout(product);
    expect(alerts.mails).toHaveLength(1);
    expect(alerts.mails[0]).toMatchObject({
      to: shopEmail,
      subject: `Low stock: ${product.name} (250 g), 5 units left`,
    });
    expect(alerts.mails[0]!.text).toContain(`${app.config.publicUrl}/admin/products/${product.id}`);
    expect(alerts.texts).toHaveLength(1);
    expect(alerts.texts[0]).toMatchObject({ to: SHOP_PHONE, recipient: 'shop', orderId: null });
    expect(alerts.texts[0]!.message).toBe(
      `Heritage Shea: low stock, ${product.name} (250 g) has 5 units left.`,
    );

    await buy(product, 1);
    await buy(product, 3);
    alerts = await alertsAbout(product);
    expect([alerts.mails.length, alerts.texts.length]).toEqual([1, 1]);

    await setSizeStock(app, product.variantIds[0]!, 9);
    await buy(product, 6);
    alerts = await alertsAbout(product);
    expect(alerts.mails.map((mail) => mail.subject)).toEqual([
      `Low stock: ${product.name} (250 g), 5 units left`,
      `Low stock: ${product.name} (250 g), 3 units left`,
    ]);
    expect(alerts.texts).toHaveLength(2);
  });

  it('comes once when several orders race across the mark', async () => {
    const product = await productOf(12);
    await Promise.all(Array.from({ length: 10 }, () => buy(product, 1)));
    const alerts = await alertsAbout(product);
    expect([alerts.mails.length, alerts.texts.length]).toEqual([1, 1]);
    expect(alerts.mails[0]!.subject).toBe(`Low stock: ${product.name} (250 g), 5 units left`);
  });

  it('follows the threshold the owner set in the console', async () => {
    const product = await productOf(30);
    const { ids } = await personas(app);
    await app.services.settings.update({ stock: { lowStockThreshold: 20 } }, { id: ids.admin! });
    try {
      await buy(product, 10);
      const alerts = await alertsAbout(product);
      expect(alerts.mails.map((mail) => mail.subject)).toEqual([
        `Low stock: ${product.name} (250 g), 20 units left`,
      ]);
    } finally {
      await app.services.settings.update({ stock: { lowStockThreshold: 5 } }, { id: ids.admin! });
    }
  });
});
