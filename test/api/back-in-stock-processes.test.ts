// Back in stock with two app processes on one PostgreSQL database, each working the job queue as a
// deployment's processes do: the owner restocks a product through one, sells it out and restocks it
// through the other, and every waiting shopper gets exactly one mail, whichever worker claims them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, type InsertedProduct } from '../../src/server/db/seed/product-factory';
import { callerFor, personas, type Caller } from '../support/accounts';
import { outboxFiles } from '../support/outbox';
import { sharedDatabase, type AppProcess, type SharedDatabase } from '../support/shared-database';
import type { TestApp } from '../support/test-app';
import { setSizeStock } from './orders-helpers';

const onPostgres = process.env.TEST_DB === 'postgres';
const SHOPPERS = 15;
const SENT_WITHIN_MS = 60_000;

describe.runIf(onPostgres)('back-in-stock mails from two app processes', () => {
  let shop: SharedDatabase;
  let first: TestApp;
  let second: AppProcess;
  let owner: { first: Caller; second: Caller };

  beforeAll(async () => {
    shop = await sharedDatabase({ env: { SIGNUPS_PER_ADDRESS_PER_HOUR: '1000' } });
    [first, second] = await Promise.all([
      shop.startApp({ backgroundWork: true }),
      shop.startProcess({ backgroundWork: true }),
    ]);
    const admin = (await personas(first)).admin;
    owner = { first: admin, second: callerFor(second, admin.cookie) };
  });

  afterAll(() => shop?.close());

  async function restock(through: Caller, product: InsertedProduct, stock: number, loaded: number) {
    const response = await through.send('PATCH', `/api/admin/products/${product.id}`, {
      stockQuantity: stock,
      stockLoaded: loaded,
    });
    expect(response.status).toBe(200);
  }

  /** The outbox as the workers left it, once no mail about the product arrived for a while. */
  async function settledMails(subject: string) {
    const deadline = Date.now() + SENT_WITHIN_MS;
    let seen = -1;
    for (;;) {
      // Read without draining: the two processes' workers do the work, not the test.
      const mails = (await outboxFiles(first.dataDir)).filter((mail) => mail.subject === subject);
      if (mails.length >= SHOPPERS && mails.length === seen) return mails;
      if (Date.now() > deadline) throw new Error(`only ${mails.length} mails arrived in time`);
      seen = mails.length;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  it('tells each waiting shopper once, across two restocks worked by two processes', async () => {
    const product = await insertProduct(first.db, { stockQuantity: 0 });
    const emails = Array.from({ length: SHOPPERS }, (_, i) => `waiting${i}@example.com`);
    await Promise.all(
      emails.map(async (email, i) => {
        const to = i % 2 === 0 ? first : second;
        const response = await fetch(`${to.url}/api/back-in-stock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ productId: product.id, email }),
        });
        expect(response.status).toBe(202);
      }),
    );

    await restock(owner.first, product, 4, 0);
    await setSizeStock(first, product.variantIds[0]!, 0);
    await restock(owner.second, product, 7, 0);

    const mails = await settledMails(`${product.name} is back in stock`);
    expect(mails.map((mail) => mail.to).sort()).toEqual([...emails].sort());
  });
});
