// The console's lists with 10,000 orders: each query the order pages and Today make, timed on a
// fresh embedded database (or BENCH_DATABASE_URL's PostgreSQL). Median of several runs, in ms.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedIfEmpty } from '../src/server/db/seed/seed';
import { createServices } from '../src/server/services';

const ORDERS = 10_000;
const RUNS = 15;

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export async function benchConsoleLists(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-console-'));
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(
    url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
  );
  try {
    await runMigrations(database);
    await seedIfEmpty(database.db);
    // Orders spread over 100 days, a fifth of them wholesale, every status of each kind.
    await database.db.execute(sql`
      insert into orders (order_number, kind, status, user_id, customer_name, customer_email, customer_phone,
        delivery_address, delivery_area, subtotal_cents, delivery_fee_cents, total_cents, payment_method, items, created_at)
      select 'HM-B' || lpad(i::text, 7, '0'), 'retail',
        (array['awaiting_payment','pending_payment','confirmed','processing','shipped','delivered','cancelled'])[1 + i % 7],
        null, 'Customer ' || i, 'customer' || i || '@example.com', '07' || lpad((i * 7919 % 100000000)::text, 8, '0'),
        'Street ' || i, 'Westlands', 150000, 20000, 170000,
        case when i % 7 = 1 then 'pay_later' else 'mpesa' end,
        '[{"productId":1,"name":"Whipped Shea","image":"","unitPriceCents":150000,"quantity":1}]'::jsonb,
        now() - (i * interval '14 minutes')
      from generate_series(1, ${ORDERS}) as i`);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0' });
    const services = createServices({ db: database.db, config });
    const figures: [string, number][] = [
      ['list, first page', await median(() => services.orders.search({}, 1))],
      ['list, page 200', await median(() => services.orders.search({}, 200))],
      ['list, status filter', await median(() => services.orders.search({ status: 'pending_payment' }, 1))],
      [
        'list, date range',
        await median(() => services.orders.search({ from: '2026-01-01', to: '2026-12-31' }, 3)),
      ],
      ['list, search by name', await median(() => services.orders.search({ q: 'Customer 4242' }, 1))],
      ['list, search by phone', await median(() => services.orders.search({ q: '0712 3' }, 1))],
      ['CSV export, all', await median(() => services.orders.export({}))],
      ['one order', await median(() => services.orders.detail('HM-B0004242'))],
      ['Today', await median(() => services.today())],
      ['activity log, first page', await median(() => services.activity.read({}, 1))],
    ];
    console.log(
      `\nConsole with ${ORDERS.toLocaleString('en')} orders (${database.kind}), median of ${RUNS} runs:`,
    );
    for (const [name, ms] of figures) console.log(`  ${name.padEnd(26)} ${ms.toFixed(1).padStart(7)} ms`);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchConsoleLists();
}
