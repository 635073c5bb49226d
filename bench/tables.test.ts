import { describe, expect, it } from 'vitest';
import type { SeriesPoint } from './catalogue-series';
import type { LoadFigures } from './load';
import type { PageLoad } from './page-load';
import type { Row } from './report';
import { memoryTable, pagesTable, seriesTable } from './tables';

const run = (overrides: Partial<LoadFigures> = {}): LoadFigures => ({
  connections: 20,
  seconds: 5,
  requests: 1_000,
  requestsPerSecond: 200,
  p50Ms: 20,
  p99Ms: 40,
  bytesPerSecond: 1e6,
  ...overrides,
});
const page = (path: string, htmlBytes: number, overrides: Partial<LoadFigures> = {}): PageLoad => ({
  path,
  htmlBytes,
  ...run(overrides),
});
const row = (rows: Row[], measure: string) => rows.find((r) => r.measure === measure);

describe('benchmark tables', () => {
  it('judges only the product page against the 20 ms p99', () => {
    const { rows } = pagesTable([
      page('/', 90_000, { p99Ms: 80 }),
      page('/product/1', 60_000, { p99Ms: 19 }),
    ]);
    expect(row(rows, '/ p99')).toMatchObject({ value: '80.0 ms', pass: null });
    expect(row(rows, '/product/1 p99')).toMatchObject({ value: '19.0 ms', target: '< 20 ms', pass: true });
  });

  it('counts a run that answered nothing as a miss, not as 0 ms', () => {
    const { rows } = pagesTable([page('/product/1', 60_000, { requests: 0, p50Ms: 0, p99Ms: 0 })]);
    expect(row(rows, '/product/1 p99')).toMatchObject({ value: 'none answered', pass: false });
  });

  it('holds memory to the bars of the database in use', () => {
    const mb = 1024 * 1024;
    const figures = { idleBytes: 200 * mb, peakBytes: 300 * mb, afterLoadBytes: 210 * mb };
    const pglite = memoryTable(figures, 'pglite').rows;
    const postgres = memoryTable(figures, 'postgres').rows;
    expect(pglite.map((r) => r.pass)).toEqual([true, true, true]);
    expect(postgres.map((r) => r.pass)).toEqual([false, false, false]);
    expect(memoryTable({ idleBytes: 100 * mb }, 'postgres').rows).toHaveLength(1);
  });

  it('judges each larger catalogue page against the smallest one', () => {
    const point = (products: number, htmlBytes: number): SeriesPoint => ({
      products,
      api: { path: '/api/products', bytes: products * 1_300, listed: products, ...run() },
      catalogue: page('/products', htmlBytes),
      product: page('/product/1', 60_000),
      residentBytes: 100 * 1024 * 1024,
    });
    const { rows } = seriesTable(
      [point(20, 100_000), point(200, 150_000), point(2_000, 6_900_000)],
      'pglite',
    );
    expect(row(rows, '20 products: /products')?.pass).toBeNull();
    expect(row(rows, '200 products: /products')?.pass).toBe(true);
    expect(row(rows, '2,000 products: /products')?.pass).toBe(false);
  });
});
