import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { toWorkerCount } from './env';

const POSTGRES = 'postgres://shop@db.internal:5432/shop';

describe('WEB_CONCURRENCY', () => {
  it('runs one process per core on PostgreSQL and one on the embedded database by default', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: POSTGRES }).workers).toBe(availableParallelism());
    expect(loadConfig({ NODE_ENV: 'test' }).workers).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test', WEB_CONCURRENCY: '' }).workers).toBe(1);
    expect(toWorkerCount({ DATABASE_URL: POSTGRES }, 6)).toBe(6);
  });

  it('takes an explicit number, 1 on either database', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: POSTGRES, WEB_CONCURRENCY: '3' }).workers).toBe(3);
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: POSTGRES, WEB_CONCURRENCY: '1' }).workers).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test', WEB_CONCURRENCY: '1' }).workers).toBe(1);
  });

  it.each(['0', '-2', '1.5', 'many', '257'])('refuses WEB_CONCURRENCY=%s, naming it', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_URL: POSTGRES, WEB_CONCURRENCY: value })).toThrow(
      `WEB_CONCURRENCY must be the number of app processes, a whole number from 1 to 256 (got "${value}")`,
    );
  });

  it('refuses several processes on the embedded database, which lives inside one', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY must be 1 with the embedded database: PGlite lives inside one process, so several app processes need PostgreSQL \(set DATABASE_URL\)/,
    );
  });
});
