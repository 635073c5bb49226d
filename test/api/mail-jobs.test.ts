// Mail through the job queue: queued in the transaction of the change that causes it, sent by a
// worker, and one mail in the outbox per event, also when a job runs twice.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backgroundJobs, orderEvents, orders } from '../../src/server/db/schema';
import { createOutboxTransport } from '../../src/server/integrations/mail/outbox-transport';
import { startJobWorker } from '../../src/server/jobs/worker';
import { createJobQueue } from '../../src/server/services/jobs';
import { mailBrand, mailJobHandler } from '../../src/server/services/notifications';
import { startTestApp } from '../support/test-app';
import { customer, postOrder, productWithStock } from './orders-helpers';

let app: Awaited<ReturnType<typeof startTestApp>>;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  app = await startTestApp({ env: { SHOP_EMAIL: 'orders@shop.example', MAIL_RETRY_DELAY_MS: '10' } });
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

async function place(paymentMethod: 'pay_later' | 'mpesa', items?: { id: number; quantity: number }[]) {
  const product = await productWithStock(app, 5);
  const response = await postOrder(app, {
    ...customer,
    items: items ?? [{ id: product.id, quantity: 1 }],
    paymentMethod,
  });
  return { response, product };
}

/** The outbox's mails by file name, as written so far (no jobs are run first). */
async function outboxFiles(): Promise<Map<string, { to: string; subject: string }>> {
  const dir = path.join(app.dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));
  const files = new Map<string, { to: string; subject: string }>();
  for (const name of names) files.set(name, JSON.parse(await readFile(path.join(dir, name), 'utf8')));
  return files;
}

const mailsAbout = async (orderNumber: string) =>
  [...(await outboxFiles()).values()].filter((mail) => mail.subject.includes(orderNumber));

async function jobsOf(orderNumber: string) {
  const [order] = await app.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  const events = await app.db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order!.id));
  const keys = events.map((event) => `mail:order-event:${event.id}:%`);
  const rows = await Promise.all(
    keys.map((key) => app.db.select().from(backgroundJobs).where(like(backgroundJobs.key, key))),
  );
  return rows.flat();
}

describe('an order placed', () => {
  it('commits its mail jobs with it: the shop alert and the customer mail for Pay Later', async () => {
    await app.services.jobs.drain();
    const { response } = await place('pay_later');
    expect(response.status).toBe(201);
    const { orderNumber } = (await response.json()) as { orderNumber: string };

    const jobs = await jobsOf(orderNumber);
    expect(jobs.map((job) => [job.kind, job.state, (job.payload as { to: string }).to]).sort()).toEqual([
      ['mail', 'pending', 'orders@shop.example'],
      ['mail', 'pending', customer.customerEmail],
    ]);
    expect(await mailsAbout(orderNumber)).toEqual([]);

    await app.services.jobs.drain();
    expect((await jobsOf(orderNumber)).map((job) => job.state)).toEqual(['done', 'done']);
    const mails = await mailsAbout(orderNumber);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['orders@shop.example', customer.customerEmail]);
  });

  it('queues nothing when the order is refused', async () => {
    const before = await app.db.select().from(backgroundJobs);
    const unknown = await place('pay_later', [{ id: 999_999, quantity: 1 }]);
    expect(unknown.response.status).toBe(400);
    const product = await productWithStock(app, 1);
    const tooMany = await postOrder(app, {
      ...customer,
      items: [{ id: product.id, quantity: 2 }],
      paymentMethod: 'pay_later',
    });
    expect(tooMany.status).toBe(409);
    expect(await app.db.select().from(backgroundJobs)).toHaveLength(before.length);
  });

  it('mails the M-Pesa customer once when paid, however often the payment is reported', async () => {
    const { response } = await place('mpesa');
    const { orderNumber } = (await response.json()) as { orderNumber: string };
    expect(await jobsOf(orderNumber)).toEqual([]);
    const order = (await app.services.orders.findByNumber(orderNumber))!;
    await app.services.orders.markPaid(order.id, { transactionId: 'QK100', actor: 'mpesa' });
    await app.services.orders.markPaid(order.id, { transactionId: 'QK100', actor: 'mpesa' });
    expect(await jobsOf(orderNumber)).toHaveLength(1);
    await app.services.jobs.drain();
    expect((await mailsAbout(orderNumber)).map((mail) => mail.subject)).toEqual([
      `Order ${orderNumber} confirmed`,
    ]);
  });
});

describe('a job run twice', () => {
  it('leaves one mail in the outbox when a worker sent it and died before recording it', async () => {
    const { response } = await place('mpesa');
    const { orderNumber } = (await response.json()) as { orderNumber: string };
    const order = (await app.services.orders.findByNumber(orderNumber))!;
    await app.services.orders.markPaid(order.id, { transactionId: 'QK200', actor: 'mpesa' });

    // The first worker sends the mail, and dies before marking the job done.
    const [job] = await createJobQueue(app.db).claim({ kinds: ['mail'], leaseMs: 200, limit: 1 });
    const handler = mailJobHandler({
      transport: createOutboxTransport(path.join(app.dataDir, 'outbox')),
      from: app.config.mail.from,
      brand: async () => mailBrand(app.config.publicUrl),
      retry: app.config.mail.retry,
      log: silent,
    });
    await handler.run(job!);
    expect(await mailsAbout(orderNumber)).toHaveLength(1);

    // Its lease runs out; another worker sends it again, under the same name.
    await app.services.jobs.drain();
    expect((await jobsOf(orderNumber)).map((row) => [row.state, row.attempts])).toEqual([['done', 2]]);
    expect(await mailsAbout(orderNumber)).toHaveLength(1);
  });
});

describe('the worker', () => {
  it('sends a mail as soon as its order commits, without waiting for its next look', async () => {
    await app.services.jobs.drain();
    const worker = await startJobWorker({
      jobs: app.services.jobs,
      database: app.database,
      log: silent,
      pollMs: 60 * 60 * 1000,
    });
    try {
      const { response } = await place('pay_later');
      const { orderNumber } = (await response.json()) as { orderNumber: string };
      await vi.waitFor(async () => expect(await mailsAbout(orderNumber)).toHaveLength(2), {
        timeout: 10_000,
      });
      expect((await jobsOf(orderNumber)).map((job) => job.state)).toEqual(['done', 'done']);
    } finally {
      await worker.stop();
    }
  });
});

describe("mail under the owner's brand", () => {
  /** The outbox's mail about `needle` in its subject: the JSON written and the HTML part. */
  async function sent(needle: string) {
    const dir = path.join(app.dataDir, 'outbox');
    for (const name of (await readdir(dir)).filter((n) => n.endsWith('.json'))) {
      const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as {
        from: string;
        subject: string;
        text: string;
      };
      if (!mail.subject.includes(needle)) continue;
      const html = await readFile(path.join(dir, name.replace(/\.json$/, '.html')), 'utf8');
      return { ...mail, html };
    }
    throw new Error(`no mail about ${needle}`);
  }

  it('names, signs and sends as the shop the owner renamed, also a mail queued before the rename', async () => {
    const { user: owner } = await app.services.accounts.createOrPromoteAdmin({
      email: 'brand-owner@example.com',
      password: 'admin password long',
    });
    await app.services.jobs.drain();
    const { response } = await place('pay_later');
    const { orderNumber } = (await response.json()) as { orderNumber: string };
    await app.services.settings.update(
      { brand: { shopName: 'Amani Naturals', slogan: 'Made by hand in Nakuru', mainColour: '#1a5c3e' } },
      owner,
    );
    try {
      await app.services.messages.subscribeToNewsletter('brand-reader@example.com', '203.0.113.9');
      await app.services.jobs.drain();

      const welcome = await sent('newsletter');
      expect(welcome.subject).toBe('Welcome to the Amani Naturals newsletter');
      expect(welcome.text).toContain('Thank you for subscribing to the Amani Naturals newsletter');
      expect(welcome.from).toBe('"Amani Naturals" <hello@heritageshea.co.ke>');
      expect(welcome.html).toMatch(/href="[^"]*\/products"[^>]*background-color:#1a5c3e/);

      // Written while the shop was Heritage Shea, sent after: signed and drawn as the shop is now.
      const order = await sent(`Order ${orderNumber} received`);
      expect(order.text.endsWith('Amani Naturals\nMade by hand in Nakuru')).toBe(true);
      for (const mail of [welcome, order]) {
        expect(mail.html).toContain('<strong>Amani Naturals</strong>');
        expect(mail.html).toContain('Made by hand in Nakuru');
        // The shipped logo spells SPEC's name: the renamed shop's mail shows its name in letters.
        expect(mail.html).not.toContain('logo-mail.png');
        expect(`${mail.text}${mail.html}`).not.toContain('Heritage Shea');
      }
    } finally {
      await app.services.settings.update(
        {
          brand: {
            shopName: 'Heritage Shea',
            slogan: 'Timeless Beauty, Rooted in Nature',
            mainColour: '#6b4226',
          },
        },
        owner,
      );
    }
  });
});
