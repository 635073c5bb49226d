// Moving a shop from the embedded database to PostgreSQL, as docs/operations.md tells it: the shop
// on the embedded database takes an order, a product picture and a signed-in owner; it is stopped,
// backed up with `npm run backup`, restored with `npm run restore` into an empty PostgreSQL
// database (the machine's, 15: PGlite's pg_dump writes for 17), and started on DATABASE_URL with
// the same DATA_DIR. The order, the picture and the logins (the password and the session signed
// in before the move) are all there. Needs PostgreSQL: it runs in the PostgreSQL project.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { picture } from '../support/images';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { shopEnv, startShopProcess, type ShopProcess } from '../support/shop-api-process';
import { runTool } from '../support/tools';

const onPostgres = process.env.TEST_DB === 'postgres';
const PASSWORD = 'shea butter owner';
const OWNER = 'owner@example.com';

let dataDir: string | null = null;
let scratch: ScratchDatabase | null = null;
let shop: ShopProcess | null = null;

afterAll(async () => {
  await shop?.stop('SIGKILL');
  await scratch?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function call(url: string, pathname: string, init: RequestInit & { cookie?: string } = {}) {
  return fetch(`${url}${pathname}`, {
    ...init,
    headers: { origin: url, ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
  });
}

describe.runIf(onPostgres)('moving from the embedded database to PostgreSQL', () => {
  it('takes every order, picture and login along', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-move-'));
    const made = await runTool('admin:create', ['--email', OWNER], {
      ...shopEnv(dataDir),
      ADMIN_PASSWORD: PASSWORD,
    });
    expect(made.code, made.stderr).toBe(0);

    // The shop on the embedded database, in use.
    shop = await startShopProcess(dataDir);
    const login = await call(shop.url, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: OWNER, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const session = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const products = (await (await call(shop.url, '/api/products')).json()) as { id: number }[];
    const product = products[0]!;
    const uploaded = await call(shop.url, `/api/admin/products/${product.id}/images`, {
      method: 'POST',
      cookie: session,
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(await picture('png', { colour: '#2e7d32' })),
    });
    expect(uploaded.status).toBe(201);
    const pictureUrl = ((await uploaded.json()) as { images: string[] }).images.at(-1)!;
    const pictureBytes = Buffer.from(await (await call(shop.url, pictureUrl)).arrayBuffer());
    expect(pictureBytes.length).toBeGreaterThan(100);
    const placed = await call(shop.url, '/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customerName: 'Wanjiku Kamau',
        customerEmail: 'wanjiku@example.com',
        customerPhone: '0712345678',
        deliveryAddress: 'Moi Avenue, Bazaar Plaza, 3rd floor',
        deliveryArea: 'Westlands',
        items: [{ id: product.id, quantity: 1 }],
        status: 'pending',
        paymentMethod: 'pay_later',
      }),
    });
    expect(placed.status).toBe(201);
    const { orderNumber } = (await placed.json()) as { orderNumber: string };

    // 1. Stop the shop, so no order comes in after the backup. 2. Back it up.
    expect(await shop.stop('SIGTERM')).toBe(0);
    shop = null;
    const backup = await runTool('backup', [], shopEnv(dataDir));
    expect(backup.code, backup.stderr).toBe(0);
    const file = backup.stdout.trim();

    // 3. An empty PostgreSQL database. 4. Restore into it.
    scratch = await createScratchDatabase();
    if (scratch.target.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const databaseUrl = scratch.target.url;
    const restored = await runTool('restore', [file], shopEnv(dataDir, databaseUrl));
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toBe(`Restored ${file} into the PostgreSQL database of DATABASE_URL.\n`);
    expect(restored.code).toBe(0);

    // 5. Start the shop on DATABASE_URL, with the same DATA_DIR (its two-step sign-in key).
    shop = await startShopProcess(dataDir, databaseUrl);
    const ready = (await (await call(shop.url, '/readyz')).json()) as { database: string };
    expect(ready.database).toBe('postgres');
    // Signed in before the move, still signed in.
    const me = await call(shop.url, '/api/auth/user', { cookie: session });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: OWNER });
    // The password signs in.
    const again = await call(shop.url, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: OWNER, password: PASSWORD }),
    });
    expect(again.status).toBe(200);
    // The order, whole.
    const order = await call(shop.url, `/api/admin/orders/${orderNumber}`, { cookie: session });
    expect(order.status).toBe(200);
    expect(await order.json()).toMatchObject({ orderNumber, customerEmail: 'wanjiku@example.com' });
    // The picture, byte for byte.
    const served = await call(shop.url, pictureUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pictureBytes);
    // A new order gets a number of its own: the sequences came along.
    const next = await call(shop.url, '/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customerName: 'Achieng Mwangi',
        customerEmail: 'achieng@example.com',
        customerPhone: '0722345678',
        deliveryAddress: 'Kenyatta Avenue 12',
        deliveryArea: 'Westlands',
        items: [{ id: product.id, quantity: 1 }],
        status: 'pending',
        paymentMethod: 'pay_later',
      }),
    });
    expect(next.status).toBe(201);
    expect(((await next.json()) as { orderNumber: string }).orderNumber).not.toBe(orderNumber);
    // Two shop starts (the first makes the embedded database) and three tools, each a process.
  }, 180_000);
});
