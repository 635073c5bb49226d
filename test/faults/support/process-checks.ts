import { expect } from 'vitest';
import type { ShopProcess } from './shop-process';

/** The process is still up and its readiness check passes again (the pool reconnects by itself). */
export async function expectRecovered(shop: ShopProcess, withinMs = 30_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    expect(shop.exit(), shop.logTail()).toBeNull();
    const status = await fetch(`${shop.url}/readyz`, { signal: AbortSignal.timeout(10_000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline)
      throw new Error(`/readyz still ${status} after ${withinMs} ms:\n${shop.logTail()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
