import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('catalogue configuration', () => {
  it('marks stock of 5 or fewer low by default, keeps uploads under the data folder, and seeds the demo', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/srv/shop-data' });
    expect(config.catalogue).toEqual({
      seed: 'demo',
      lowStockThreshold: 5,
      uploadsDir: path.join('/srv/shop-data', 'uploads'),
    });
  });

  it('takes a whole number from 0 as LOW_STOCK_THRESHOLD', () => {
    expect(loadConfig({ NODE_ENV: 'test', LOW_STOCK_THRESHOLD: '0' }).catalogue.lowStockThreshold).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', LOW_STOCK_THRESHOLD: '12' }).catalogue.lowStockThreshold).toBe(12);
  });

  it.each(['-1', '2.5', 'few'])('refuses LOW_STOCK_THRESHOLD=%s, naming it', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', LOW_STOCK_THRESHOLD: value })).toThrow(
      /LOW_STOCK_THRESHOLD must be a whole number from 0/,
    );
  });
});
