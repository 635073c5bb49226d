// The console's lists with 10,000 orders: each query the order pages and Today make, timed on a
// fresh database (embedded, or a new one on DATABASE_URL's PostgreSQL). Median of several runs, in ms.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config/config';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedIfEmpty } from '../src/server/db/seed/seed';
import { createServices } from '../src/server/services';
import { freshDatabase } from './fresh-database';
import { median } from './median';
import { scoped } from './scope';

export const CONSOLE_ORDERS = 10_000;
export const CONSOLE_RUNS = 15;

export interface ConsoleTimings {
  orders: number;
  runs: number;
  /** Median milliseconds per query. */
  timings: { query: string; ms: number }[];
}

async function medianMs(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < CONSOLE_RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

export async function benchConsoleLists(databaseUrl: string | undefined): Promise<ConsoleTimings> {
  return scoped(async (defer) => {
    const fresh = await freshDatabase(databaseUrl);
    defer(fresh.drop);
    const database = await openDatabase(fresh.target);
    defer(() => database.close());
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
      from generate_series(1, ${CONSOLE_ORDERS}) as i`);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: fresh.dataDir, PORT: '0' });
    const services = createServices({ db: database.db, config });
    const queries: [string, () => Promise<unknown>][] = [
      ['list, first page', () => services.orders.search({}, 1)],
      ['list, page 200', () => services.orders.search({}, 200)],
      ['list, status filter', () => services.orders.search({ status: 'pending_payment' }, 1)],
      ['list, date range', () => services.orders.search({ from: '2026-01-01', to: '2026-12-31' }, 3)],
      ['list, search by name', () => services.orders.search({ q: 'Customer 4242' }, 1)],
      ['list, search by phone', () => services.orders.search({ q: '0712 3' }, 1)],
      ['CSV export, all', () => services.orders.export({})],
      ['one order', () => services.orders.detail('HM-B0004242')],
      ['Today', () => services.console.today()],
      ['activity log, first page', () => services.audit.view({}, 1)],
    ];
    const timings: ConsoleTimings['timings'] = [];
    for (const [query, run] of queries) timings.push({ query, ms: await medianMs(run) });
    return { orders: CONSOLE_ORDERS, runs: CONSOLE_RUNS, timings };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { timings } = await benchConsoleLists(process.env.DATABASE_URL || undefined);
  for (const { query, ms } of timings) console.log(`  ${query.padEnd(26)} ${ms.toFixed(1).padStart(7)} ms`);
}
