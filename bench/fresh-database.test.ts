import { describe, expect, it } from 'vitest';
import { databaseUrl } from './fresh-database';

describe('databaseUrl', () => {
  it('names another database on the same server with the same credentials and options', () => {
    expect(databaseUrl('postgres://shop:s3cret@db.local:6543/test?sslmode=require', 'shop_bench_x')).toBe(
      'postgres://shop:s3cret@db.local:6543/shop_bench_x?sslmode=require',
    );
    expect(databaseUrl('postgresql://postgres@127.0.0.1:5432', 'shop_bench_y')).toBe(
      'postgresql://postgres@127.0.0.1:5432/shop_bench_y',
    );
  });
});
