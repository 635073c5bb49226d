import { describe, expect, it } from 'vitest';
import { accessTokenCache } from './access-token-cache';

describe('accessTokenCache', () => {
  it('shares one fetch, keeps the token until a minute before it expires, and fetches again after forget', async () => {
    let clock = 0;
    let fetched = 0;
    const cache = accessTokenCache(
      async () => ({ token: `t${++fetched}`, lifeMs: 3_600_000 }),
      () => new Date(clock),
    );
    expect(await Promise.all([cache.get(), cache.get()])).toEqual(['t1', 't1']);
    clock = 3_540_000 - 1;
    expect(await cache.get()).toBe('t1');
    clock = 3_540_000;
    expect(await cache.get()).toBe('t2');
    cache.forget();
    expect(await cache.get()).toBe('t3');
  });

  it('renews a short-lived token a tenth of its life early', async () => {
    let clock = 0;
    let fetched = 0;
    const cache = accessTokenCache(
      async () => ({ token: `t${++fetched}`, lifeMs: 100_000 }),
      () => new Date(clock),
    );
    await cache.get();
    clock = 89_999;
    expect(await cache.get()).toBe('t1');
    clock = 90_000;
    expect(await cache.get()).toBe('t2');
  });
});
