// The Insight page's read with 100,000 orders over 90 days: GET /api/admin/insights's service and
// view for each period, timed on a new database on PostgreSQL (DATABASE_URL, else
// TEST_DATABASE_URL), or embedded PGlite when neither is set. Median of several runs, in ms.
import { sql } from 'drizzle-orm';
import { INSIGHT_PERIODS } from '../src/core/insights';
import { loadConfig } from '../src/server/config/config';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { createServices } from '../src/server/services';
import { toInsightJson } from '../src/server/services/insights';
import { freshDatabase } from './fresh-database';
import { median } from './median';
import { scoped } from './scope';

export const INSIGHT_ORDERS = 100_000;
export const INSIGHT_RUNS = 15;
/** The page's bar on PostgreSQL (issue 30). */
export const INSIGHT_TARGET_MS = 200;

export interface InsightTimings {
  orders: number;
  runs: number;
  database: 'pglite' | 'postgres';
  /** Median milliseconds per period. */
  timings: { days: number; ms: number }[];
}

export async function benchInsights(databaseUrl: string | undefined): Promise<InsightTimings> {
  return scoped(async (defer) => {
    const fresh = await freshDatabase(databaseUrl);
    defer(fresh.drop);
    const database = await openDatabase(fresh.target);
    defer(() => database.close());
    await runMigrations(database);
    // Spread over the last 90 days; every status, both retail methods, two lines each, one order
    // in nine with a discount code.
    await database.db.execute(sql`
      insert into orders (order_number, kind, status, customer_name, customer_email, customer_phone,
        delivery_address, delivery_area, subtotal_cents, delivery_fee_cents, discount_code, discount_cents,
        total_cents, payment_method, items, created_at)
      select 'HM-I' || lpad(i::text, 7, '0'), 'retail',
        (array['awaiting_payment','pending_payment','confirmed','processing','shipped','delivered','cancelled'])[1 + i % 7],
        'Customer ' || i, 'customer' || i || '@example.com', '0712345678', 'Street ' || i, 'Westlands',
        200000, 20000,
        case when i % 9 = 0 then 'KARIBU' || (i % 4) end,
        case when i % 9 = 0 then 20000 else 0 end,
        case when i % 9 = 0 then 200000 else 220000 end,
        case when i % 7 = 1 then 'pay_later' else 'mpesa' end,
        jsonb_build_array(
          jsonb_build_object('productId', 1 + i % 12, 'name', 'Product ' || (1 + i % 12), 'image', '',
            'unitPriceCents', 150000, 'quantity', 1),
          jsonb_build_object('productId', 13 + i % 5, 'name', 'Product ' || (13 + i % 5), 'image', '',
            'unitPriceCents', 50000, 'quantity', 1)),
        now() - (i * (interval '90 days' / ${INSIGHT_ORDERS}))
      from generate_series(1, ${INSIGHT_ORDERS}) as i`);
    // As autovacuum leaves a table that has settled: statistics, and a visibility map for index-only scans.
    if (fresh.kind === 'postgres') await database.db.execute(sql`vacuum analyze orders`);
    else await database.db.execute(sql`analyze orders`);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: fresh.dataDir, PORT: '0' });
    const services = createServices({ db: database.db, config });
    const timings: InsightTimings['timings'] = [];
    for (const days of [...INSIGHT_PERIODS].reverse()) {
      const run = async () => toInsightJson(await services.insights.report(days));
      await run();
      const times: number[] = [];
      for (let i = 0; i < INSIGHT_RUNS; i++) {
        const start = performance.now();
        await run();
        times.push(performance.now() - start);
      }
      timings.push({ days, ms: median(times) });
    }
    return { orders: INSIGHT_ORDERS, runs: INSIGHT_RUNS, database: fresh.kind, timings };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  const { timings, database } = await benchInsights(url);
  for (const { days, ms } of timings)
    console.log(`  ${database} ${days} days ${ms.toFixed(1).padStart(7)} ms`);
}
