// The load test's printout: the promises with their result (each a PASS or a FAIL), the figures,
// and each step's latency; and whether every promise held.
import { formatTable, ms, perSecond } from '../report';
import type { AuditFigures } from './audit';
import { percentile } from './percentile';
import type { Traffic } from './traffic';

interface SummaryInput {
  traffic: ReturnType<Traffic['report']>;
  seconds: number;
  visits: number;
  soldOut: number;
  acknowledged: number;
  audit: { problems: string[]; figures: AuditFigures };
  stock: { lowest: number; reads: number; failure: string | null };
}

export function summarise({ traffic, seconds, visits, soldOut, acknowledged, audit, stock }: SummaryInput) {
  const all = [...traffic.steps.values()].flatMap((s) => s.latenciesMs);
  const figures = {
    seconds: Number(seconds.toFixed(1)),
    visits,
    requests: all.length,
    requestsPerSecond: all.length / seconds,
    p50Ms: percentile(all, 50),
    p99Ms: percentile(all, 99),
    ordersAcknowledged: acknowledged,
    ordersPerSecond: acknowledged / seconds,
    ordersPaid: audit.figures.paid,
    ordersPayLater: audit.figures.payLater,
    soldOutRefusals: soldOut,
    serverErrors: traffic.serverErrors,
    brokenPromises: traffic.brokenCount + audit.problems.length,
    lowestStockSeen: stock.lowest,
    steps: Object.fromEntries(
      [...traffic.steps].map(([step, f]) => [
        step,
        {
          requests: f.latenciesMs.length,
          p50Ms: percentile(f.latenciesMs, 50),
          p99Ms: percentile(f.latenciesMs, 99),
          statuses: Object.fromEntries(f.statuses),
        },
      ]),
    ),
  };

  const row = (measure: string, value: string, target: string, pass: boolean | null) => ({
    measure,
    value,
    target,
    pass,
  });
  const promises = formatTable({
    title: 'Promises',
    rows: [
      row('5xx answers', String(traffic.serverErrors), '0', traffic.serverErrors === 0),
      row(
        'requests unanswered or answered wrongly',
        String(traffic.brokenCount),
        '0',
        traffic.brokenCount === 0,
      ),
      row(
        'acknowledged orders stored once, consistent, paid as told; stock exact',
        audit.problems.length === 0 ? 'all' : `${audit.problems.length} problems`,
        'all',
        audit.problems.length === 0,
      ),
      row(
        'lowest stock seen during the run',
        stock.failure ? `not read: ${stock.failure}` : `${stock.lowest} (${stock.reads} reads)`,
        '>= 0',
        stock.failure === null && stock.lowest >= 0,
      ),
    ],
  });
  const totals = formatTable({
    title: `Figures (${figures.seconds} s, the last visits included)`,
    rows: [
      row('requests', figures.requests.toLocaleString('en'), '', null),
      row('throughput', perSecond(figures.requestsPerSecond), '', null),
      row('latency p50 / p99', `${ms(figures.p50Ms)} / ${ms(figures.p99Ms)}`, '', null),
      row('visits', String(visits), '', null),
      row(
        'orders acknowledged',
        `${acknowledged} (${figures.ordersPerSecond.toFixed(1)} orders/s)`,
        '',
        null,
      ),
      row(
        'paid by M-Pesa / switched to Pay Later',
        `${audit.figures.paid} / ${audit.figures.payLater}`,
        '',
        null,
      ),
      row('orders refused for lack of stock (409)', String(soldOut), '', null),
    ],
  });
  const stepRows = Object.entries(figures.steps).map(([step, f]) => [
    step,
    `${f.requests} req`,
    `p50 ${ms(f.p50Ms)}`,
    `p99 ${ms(f.p99Ms)}`,
    Object.entries(f.statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', '),
  ]);
  const widths = stepRows[0]?.map((_, i) => Math.max(...stepRows.map((r) => r[i]!.length))) ?? [];
  const steps = [
    'Steps (answers by status)',
    ...stepRows.map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    ),
  ].join('\n');
  const problems = [...traffic.broken, ...audit.problems.slice(0, 20)];
  const promisesKept = figures.brokenPromises === 0 && stock.failure === null && stock.lowest >= 0;
  const text = [
    promises,
    totals,
    steps,
    ...(problems.length > 0
      ? [`Broken promises (first ones):\n${problems.map((p) => `  ${p}`).join('\n')}`]
      : []),
    promisesKept ? 'Every promise kept.' : 'PROMISES BROKEN: see above.',
  ].join('\n\n');
  return { figures, text, promisesKept };
}
